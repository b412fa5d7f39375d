import { useTranslation } from 'react-i18next';
import type { SectionGroup } from '@common/paper-layout/sections';
import { usePaperWords } from '@/components/paper';
import { cn } from '@/lib/cn';
import { progressOf, type Answers } from '../attempt-answers';
import { useGroupName } from './attempt-section';

type Props = {
  groups: SectionGroup[];
  answers: Answers;
  /** The section on screen, in the one-section-at-a-time layout. */
  current: number | null;
  onPick: (index: number) => void;
};

/** The sections with how many questions of each are answered; picks one to go to. */
export function SectionNav({ groups, answers, current, onPick }: Props) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const { lang } = usePaperWords();
  return (
    <nav aria-label={t('attempt.sections.label')}>
      <h2 className="mb-2 hidden text-sm font-semibold text-slate-700 lg:block">
        {t('attempt.sections.heading')}
      </h2>
      <ol className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:px-0">
        {groups.map((group, i) => {
          const { answered, total } = progressOf(group.parts, answers);
          const complete = answered === total;
          return (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => onPick(i)}
                aria-current={current === i ? 'step' : undefined}
                className={cn(
                  'w-full rounded-lg border px-3 py-2 text-left text-sm',
                  current === i
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                    : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                <span className="block whitespace-nowrap" lang={lang}>
                  {nameOf(group)}
                </span>
                <span
                  className={cn(
                    'block text-xs whitespace-nowrap',
                    complete ? 'text-emerald-700' : 'text-slate-600',
                  )}
                  data-testid="section-progress"
                >
                  {t('attempt.sections.answered', { answered, total })}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
