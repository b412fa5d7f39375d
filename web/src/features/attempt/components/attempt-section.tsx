import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptAnswer } from '@common/schemas/attempt';
import type { PaperSection } from '@common/schemas/paper';
import { sectionKindText } from '@/features/generate';
import type { Answers } from '../attempt-answers';
import { AttemptQuestion } from './attempt-question';

export type SectionGroup = { id: string; label?: string; parts: PaperSection[] };

/** The DOM id of a section group, for the section list to scroll to. */
export const groupDomId = (group: SectionGroup) =>
  `section-${group.id}${group.label ? `-${group.label.replace(/\W+/g, '-')}` : ''}`;

/** The name a section goes by: "Section A" or "Section A · Physics". */
export function useGroupName() {
  const { t } = useTranslation();
  return (group: SectionGroup) =>
    `${t('paper.section', { id: group.id })}${group.label ? ` · ${group.label}` : ''}`;
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
  const { t } = useTranslation();
  const name = useGroupName()(group);
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
          <p className="mt-1 text-center text-sm text-slate-600">{sectionKindText(t, part)}</p>
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
