import { useTranslation } from 'react-i18next';
import {
  MAX_MARKS_PER_QUESTION,
  MAX_QUESTIONS_PER_TYPE,
  questionCount,
  totalMarks,
  type PaperCounts,
  type PaperMarks,
} from '@common/paper-marks';

const ROWS = [
  { count: 'mcq', marks: 'mcqMarks' },
  { count: 'shortAnswer', marks: 'shortAnswerMarks' },
  { count: 'longAnswer', marks: 'longAnswerMarks' },
  { count: 'caseStudy', marks: 'caseStudyMarks' },
] as const;

const numberInput =
  'h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-center text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

const toInt = (value: string) => (value === '' ? 0 : Math.max(0, Math.trunc(Number(value))));

/** Question counts and marks per type (spec §3), with a live total by the shared marks helper. */
export function CompositionFields({
  counts,
  marks,
  onChange,
}: {
  counts: PaperCounts;
  marks: PaperMarks;
  onChange: (counts: PaperCounts, marks: PaperMarks) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-2 font-medium">{t('generate.questionType')}</th>
            <th className="py-2 text-center font-medium">{t('generate.howMany')}</th>
            <th className="py-2 text-center font-medium">{t('generate.marksEach')}</th>
            <th className="py-2 text-right font-medium">{t('generate.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.count} className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-800">
                {t(`generate.types.${row.count}`)}
              </th>
              <td className="py-2 text-center">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_QUESTIONS_PER_TYPE}
                  className={numberInput}
                  aria-label={t('generate.countOf', { type: t(`generate.types.${row.count}`) })}
                  value={counts[row.count]}
                  onChange={(e) =>
                    onChange({ ...counts, [row.count]: toInt(e.target.value) }, marks)
                  }
                />
              </td>
              <td className="py-2 text-center">
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_MARKS_PER_QUESTION}
                  className={numberInput}
                  aria-label={t('generate.marksOf', { type: t(`generate.types.${row.count}`) })}
                  value={marks[row.marks]}
                  onChange={(e) =>
                    onChange(counts, { ...marks, [row.marks]: toInt(e.target.value) })
                  }
                />
              </td>
              <td className="py-2 text-right text-slate-700 tabular-nums">
                {counts[row.count] * marks[row.marks]}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold text-slate-900">
            <th scope="row" className="py-2 text-left">
              {t('generate.total')}
            </th>
            <td className="py-2 text-center tabular-nums" data-testid="total-questions">
              {questionCount(counts)}
            </td>
            <td />
            <td
              className="py-2 text-right tabular-nums"
              data-testid="total-marks"
              aria-live="polite"
            >
              {t('paper.marks', { count: totalMarks(counts, marks) })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
