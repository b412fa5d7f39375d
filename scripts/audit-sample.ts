/**
 * The fixed sample an auditor reads (issue 15): 40 reviewed questions of one subject, the same
 * every time for the same seed, printed as YAML with their keys and solutions:
 * `npx tsx scripts/audit-sample.ts in-cbse/6/mathematics [seed] > /tmp/sample.yaml`.
 * Defects go into docs/content-audit.md with the seed, so anyone can draw the same sample again.
 */
import { stringify } from 'yaml';
import { readBank } from '../server/content/bank';
import { isReviewed } from '../server/content/provenance';
import { readCatalog } from '../server/content/catalog';
import { createRng } from '../server/engine/rng';

const SAMPLE_SIZE = 40;
const [key, seed = '2026'] = process.argv.slice(2);
if (!key) throw new Error('usage: audit-sample.ts <curriculum/class/subject> [seed]');

const { questions } = readBank(readCatalog());
const mine = questions
  .filter((q) => `${q.curriculum}/${q.class}/${q.subject}` === key && isReviewed(q))
  .sort((a, b) => a.id.localeCompare(b.id));
const sample = createRng(`audit:${key}:${seed}`)
  .shuffle(mine)
  .slice(0, SAMPLE_SIZE)
  .sort((a, b) => a.id.localeCompare(b.id));
console.log(`# ${key}, seed ${seed}: ${sample.length} of ${mine.length} reviewed questions\n`);
console.log(
  stringify(
    sample.map(({ curriculum: _curriculum, class: _class, subject: _subject, ...q }) => q),
    { lineWidth: 0 },
  ),
);
