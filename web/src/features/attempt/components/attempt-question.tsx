import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptAnswer } from '@common/schemas/attempt';
import { optionLabel, questionLabel } from '@common/paper-layout/numbering';
import type { PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';
import {
  MathText,
  OrDivider,
  QuestionBody,
  QuestionFigure,
  QuestionMarks,
  optionGridClass,
} from '@/components/paper';
import { cn } from '@/lib/cn';
import { chosenBody, withChoice, withOption, withText } from '../attempt-answers';

type Props = {
  question: PaperQuestion;
  answer: AttemptAnswer | undefined;
  onChange: (number: number, answer: AttemptAnswer) => void;
};
type InputProps = Omit<Props, 'question'> & { number: number; body: PaperQuestionBody };

/** The options of an MCQ as a radio group: arrow keys move, Space picks. */
function OptionsInput({ number, body, answer, onChange }: InputProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">{t('attempt.question.yourAnswer', { number })}</legend>
      <div className={cn('grid gap-2', optionGridClass(body))}>
        {body.options!.map((option, i) => (
          <label
            key={i}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              checked={answer?.optionIndex === i}
              onChange={() => onChange(number, withOption(answer, i))}
            />
            <span className="shrink-0 font-medium">{optionLabel(i)}</span>
            <span className="min-w-0">
              <MathText as="span" text={option} />
              {body.optionFigures?.[i] && <QuestionFigure figure={body.optionFigures[i]!} />}
            </span>
          </label>
        ))}
      </div>
      {answer?.optionIndex !== undefined && (
        <button
          type="button"
          className="mt-2 text-sm text-brand-700 underline-offset-4 hover:underline"
          onClick={() => onChange(number, { choice: answer.choice })}
        >
          {t('attempt.question.clear')}
          <span className="sr-only"> {t('attempt.question.clearWhich', { number })}</span>
        </button>
      )}
    </fieldset>
  );
}

function WrittenInput({ number, body, answer, onChange }: InputProps) {
  const { t } = useTranslation();
  const id = useId();
  const isCase = Boolean(body.parts?.length);
  return (
    <div className="mt-3 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {isCase
          ? t('attempt.question.yourCaseAnswer', { number })
          : t('attempt.question.yourAnswer', { number })}
      </label>
      <textarea
        id={id}
        value={answer?.text ?? ''}
        onChange={(event) => onChange(number, withText(answer, event.target.value))}
        placeholder={isCase ? t('attempt.question.casePlaceholder') : undefined}
        rows={body.type === 'long' || isCase ? 8 : 4}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
    </div>
  );
}

/** A question's text without its options (they become the radio group), then the answer field. */
function Alternative(props: InputProps) {
  const { body } = props;
  return (
    <>
      <QuestionBody question={{ ...body, options: undefined }} />
      {body.type === 'mcq' && body.options ? (
        <OptionsInput {...props} />
      ) : (
        <WrittenInput {...props} />
      )}
    </>
  );
}

/** Which of the two to answer, when the question has an internal "OR" choice. */
function ChoicePicker({ question, answer, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = answer?.choice ?? 'main';
  return (
    <fieldset className="mb-3 rounded-lg bg-slate-50 p-3">
      <legend className="float-left mb-2 w-full text-sm font-medium text-slate-700">
        {t('attempt.question.choose', { number: question.number })}
      </legend>
      <div className="clear-left flex flex-wrap gap-2">
        {(['main', 'or'] as const).map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              className="h-4 w-4 accent-brand-700"
              checked={chosen === choice}
              onChange={() => onChange(question.number, withChoice(answer, choice))}
            />
            {t(`attempt.question.${choice === 'main' ? 'first' : 'second'}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One question of the attempt: its text, the internal choice if any, and the answer field. */
export const AttemptQuestion = memo(function AttemptQuestion(props: Props) {
  const { question, answer } = props;
  const chosen = chosenBody(question, answer);
  return (
    <li
      className="scroll-mt-40 py-5"
      data-testid="attempt-question"
      id={`question-${question.number}`}
    >
      <div className="flex gap-3">
        <span className="w-7 shrink-0 font-semibold text-slate-900">
          {questionLabel(question.number)}
        </span>
        <div className="min-w-0 flex-1">
          {question.or && <ChoicePicker {...props} />}
          {question.or ? (
            (['main', 'or'] as const).map((choice) => {
              const body = choice === 'or' ? question.or! : question;
              const active = body === chosen;
              return (
                <div key={choice}>
                  {choice === 'or' && <OrDivider />}
                  <div
                    className={cn(
                      'rounded-lg border p-3',
                      active ? 'border-brand-600' : 'border-dashed border-slate-300 text-slate-600',
                    )}
                  >
                    {active ? (
                      <Alternative {...props} number={question.number} body={body} />
                    ) : (
                      <QuestionBody question={body} />
                    )}
                  </div>
                </div>
              );
            })
          ) : (
            <Alternative {...props} number={question.number} body={question} />
          )}
        </div>
        <QuestionMarks
          marks={question.marks}
          className="shrink-0 text-sm font-medium whitespace-nowrap text-slate-600"
        />
      </div>
    </li>
  );
});
