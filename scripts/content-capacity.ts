/**
 * npm run content:capacity: makes five papers in a row for one user from every preset whose
 * subject has questions and prints what repeats or falls short. Exit code 1 when anything does.
 */
import {
  PAPERS_BEFORE_A_REPEAT,
  presetCapacity,
  presetsOffered,
} from '../server/services/papers/capacity';
import { loadContent } from '../server/content/content-store';

const content = loadContent();
let problems = 0;
for (const preset of presetsOffered(content)) {
  const r = presetCapacity(content, preset);
  const bad = r.failed + r.repeats.length + r.missingChoices + r.caseChoicesNotInPart;
  problems += bad;
  console.log(
    `${bad === 0 ? 'ok  ' : 'FAIL'} ${preset.id}: ${PAPERS_BEFORE_A_REPEAT} papers, ${r.failed} not made, ${r.repeats.length} repeats, ${r.missingChoices} internal choices missing, ${r.caseChoicesNotInPart} case choices not in a sub-part`,
  );
  if (r.repeats.length > 0)
    console.log(
      `     repeated: ${[...new Set(r.repeats)].slice(0, 12).join(', ')}${r.repeats.length > 12 ? ', …' : ''}`,
    );
}
console.log(
  problems === 0 ? '\nNo repeats, no shortfalls.' : `\n${problems} repeats or shortfalls.`,
);
process.exitCode = problems === 0 ? 0 : 1;
