import { marksLabel } from '@common/paper-layout/numbering';
import { usePaperWords } from './paper-language';

/**
 * The marks against a question or a part, printed "[2]" as on the paper; a screen reader hears
 * "2 marks" in the paper's language.
 */
export function QuestionMarks({ marks, className }: { marks: number; className?: string }) {
  const words = usePaperWords();
  return (
    <span className={className}>
      <span aria-hidden="true">{marksLabel(marks)}</span>
      <span className="sr-only">{words.marks(marks)}</span>
    </span>
  );
}
