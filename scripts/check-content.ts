/**
 * Checks the question bank and prints what each subject holds by chapter, type and difficulty:
 * `npx tsx scripts/check-content.ts [curriculum/class/subject]`.
 */
import { readBank } from '../server/content/bank';
import { readCatalog } from '../server/content/catalog';

const only = process.argv[2];
const catalog = readCatalog();
const { questions, problems } = readBank(catalog);
for (const problem of problems) console.log(`PROBLEM ${problem}`);

for (const subject of catalog.subjects) {
  const key = `${subject.curriculum}/${subject.class}/${subject.id}`;
  if (only && key !== only) continue;
  const mine = questions.filter(
    (q) =>
      q.curriculum === subject.curriculum && q.class === subject.class && q.subject === subject.id,
  );
  if (mine.length === 0) continue;
  const count = (filter: (q: (typeof mine)[number]) => boolean) => mine.filter(filter).length;
  console.log(`\n${key}: ${mine.length} questions`);
  console.log(
    `  types: mcq ${count((q) => q.type === 'mcq' && q.style !== 'assertion-reason')}, assertion-reason ${count((q) => q.type === 'mcq' && q.style === 'assertion-reason')}, short ${count((q) => q.type === 'short')}, long ${count((q) => q.type === 'long')}, case ${count((q) => q.type === 'case')}`,
  );
  console.log(
    `  difficulty: easy ${count((q) => q.difficulty === 'easy')}, medium ${count((q) => q.difficulty === 'medium')}, hard ${count((q) => q.difficulty === 'hard')}; with Hindi ${count((q) => q.hi !== undefined)}`,
  );
  console.log(
    `  with a figure ${count((q) => q.figures !== undefined)}; reviewed ${count((q) => q.provenance.review === 'reviewed')}, drafts waiting for review ${count((q) => q.provenance.review === 'draft')}`,
  );
  for (const chapter of subject.chapters) {
    const n = count((q) => q.chapter === chapter.id);
    console.log(
      `  ${String(chapter.number).padStart(2)} ${chapter.id}: ${n}${n === 0 ? '  <- MISSING' : ''}`,
    );
  }
}
console.log(problems.length === 0 ? '\nNo problems.' : `\n${problems.length} problems.`);
process.exitCode = problems.length === 0 ? 0 : 1;
