import { forwardRef } from 'react';
import type { AttemptAnswer } from '@common/schemas/attempt';
import { sectionKindText, sectionTitle, type SectionGroup } from '@common/paper-layout/sections';
import { usePaperWords } from '@/components/paper';
import type { Answers } from '../attempt-answers';
import { AttemptQuestion } from './attempt-question';

/** The DOM id of a section group, for the section list to scroll to. */
export const groupDomId = (group: SectionGroup) =>
  `section-${group.id}${group.label ? `-${group.label.replace(/\W+/g, '-')}` : ''}`;

/** The name a section goes by, in the paper's language: "Section A" or "Section A · Physics". */
export function useGroupName() {
  const words = usePaperWords();
  return (group: SectionGroup) => sectionTitle(group, words);
}

type Props = {
  group: SectionGroup;
  answers: Answers;
  onChange: (number: number, answer: AttemptAnswer) => void;
};

/** One section of the paper to answer: its heading, each part's kind and marks, its questions. */
export const AttemptSection = forwardRef<HTMLHeadingElement, Props>(function AttemptSection(
  { group, answers, onChange },
  heading,
) {
  const words = usePaperWords();
  const name = sectionTitle(group, words);
  return (
    <section id={groupDomId(group)} aria-label={name} className="scroll-mt-36">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-center text-lg font-bold text-slate-900 outline-none"
      >
        {name}
      </h2>
      {group.parts.map((part, i) => (
        <div key={i}>
          <p className="mt-1 text-center text-sm text-slate-600">{sectionKindText(part, words)}</p>
          <ol className="divide-y divide-slate-100">
            {part.questions.map((question) => (
              <AttemptQuestion
                key={question.number}
                question={question}
                answer={answers[String(question.number)]}
                onChange={onChange}
              />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
});
