import type { Analytics, ChapterPerformance, QuestionResult } from '@common/schemas/attempt';
import { Difficulties } from '@common/schemas/question';

export type AttemptFacts = {
  id: string;
  submittedAt: Date;
  score: number;
  results: QuestionResult[];
  paper: {
    title: string;
    country: string;
    curriculum: string;
    class: number;
    subject: string;
    subjectName: string;
    chapters: { id: string; name: string }[];
  };
};

/** The fewest marked questions a chapter needs before it can be called weak. */
export const MIN_QUESTIONS_FOR_WEAKNESS = 3;

const percent = (earned: number, possible: number) =>
  possible === 0 ? 0 : Math.round((1000 * earned) / possible) / 10;

/** Only questions that count and are marked: a written answer not yet self-marked is left out. */
const marked = (results: QuestionResult[]) => results.filter((r) => r.counted && r.earned !== null);

/** The analytics dashboard from real attempts only (issue 5): nothing is estimated or invented. */
export function buildAnalytics(
  papersGenerated: number,
  attempts: readonly AttemptFacts[],
): Analytics {
  const ordered = [...attempts].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  let earnedAll = 0;
  let possibleAll = 0;
  const subjects = new Map<
    string,
    Analytics['bySubject'][number] & { earned: number; possible: number }
  >();
  const chapters = new Map<string, ChapterPerformance>();
  const difficulties = new Map(Difficulties.map((d) => [d, { earned: 0, possible: 0 }]));
  const scoreOverTime: Analytics['scoreOverTime'] = [];

  for (const attempt of ordered) {
    const results = marked(attempt.results);
    const earned = results.reduce((s, r) => s + r.earned!, 0);
    const possible = results.reduce((s, r) => s + r.marks, 0);
    earnedAll += earned;
    possibleAll += possible;
    const { paper } = attempt;
    scoreOverTime.push({
      attemptId: attempt.id,
      date: attempt.submittedAt.toISOString(),
      percent: percent(earned, possible),
      paperTitle: paper.title,
      subjectName: paper.subjectName,
    });
    const subjectKey = `${paper.curriculum}/${paper.class}/${paper.subject}`;
    const subject = subjects.get(subjectKey) ?? {
      key: subjectKey,
      subjectName: paper.subjectName,
      className: String(paper.class),
      attempts: 0,
      percent: 0,
      earned: 0,
      possible: 0,
    };
    subject.attempts += 1;
    subject.earned += earned;
    subject.possible += possible;
    subjects.set(subjectKey, subject);
    const names = new Map(paper.chapters.map((c) => [c.id, c.name]));
    for (const r of results) {
      const key = `${subjectKey}/${r.chapter}`;
      const chapter = chapters.get(key) ?? {
        country: paper.country,
        curriculum: paper.curriculum,
        class: paper.class,
        subject: paper.subject,
        subjectName: paper.subjectName,
        chapter: r.chapter,
        chapterName: names.get(r.chapter) ?? r.chapter,
        questions: 0,
        earned: 0,
        possible: 0,
        percent: 0,
      };
      chapter.questions += 1;
      chapter.earned += r.earned!;
      chapter.possible += r.marks;
      chapters.set(key, chapter);
      const d = difficulties.get(r.difficulty)!;
      d.earned += r.earned!;
      d.possible += r.marks;
    }
  }
  const byChapter = [...chapters.values()].map((c) => ({
    ...c,
    percent: percent(c.earned, c.possible),
  }));
  return {
    papersGenerated,
    attempts: attempts.length,
    averagePercent:
      attempts.length === 0 || possibleAll === 0 ? null : percent(earnedAll, possibleAll),
    scoreOverTime,
    bySubject: [...subjects.values()].map(({ earned, possible, ...s }) => ({
      ...s,
      percent: percent(earned, possible),
    })),
    byChapter,
    byDifficulty: Difficulties.map((difficulty) => {
      const d = difficulties.get(difficulty)!;
      return { difficulty, ...d, percent: percent(d.earned, d.possible) };
    }).filter((d) => d.possible > 0),
    weakest: byChapter
      .filter((c) => c.questions >= MIN_QUESTIONS_FOR_WEAKNESS && c.percent < 100)
      .sort((a, b) => a.percent - b.percent || b.questions - a.questions)
      .slice(0, 5),
  };
}
