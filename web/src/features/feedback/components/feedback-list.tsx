import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { feedbackPreview } from '@common/feedback';
import type { Feedback } from '@common/schemas/feedback';
import { useFeedbacks } from '../api/find-feedbacks';

/**
 * What users say: approved feedback in a horizontally scrolling list. With none approved (or
 * while it loads, or if it fails) the section is not there at all: testimonials are never invented.
 */
export function FeedbackList() {
  const { t } = useTranslation();
  const { data } = useFeedbacks();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="feedback-title" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="feedback-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('landing.feedbackTitle')}
        </h2>
        <ul
          // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          tabIndex={0}
          aria-label={t('landing.feedbackList')}
          className="mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4"
        >
          {data.map((feedback) => (
            <FeedbackCard key={feedback.id} feedback={feedback} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeedbackCard({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  return (
    <li className="flex w-72 shrink-0 snap-start flex-col rounded-2xl bg-white p-5 shadow-sm sm:w-80">
      <p
        className="flex gap-0.5"
        role="img"
        aria-label={t('landing.rating', { rating: feedback.rating })}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden
            className={
              star <= feedback.rating
                ? 'h-4 w-4 fill-amber-400 text-amber-400'
                : 'h-4 w-4 text-slate-300'
            }
          />
        ))}
      </p>
      <blockquote className="mt-3 flex-1 text-slate-700" title={feedback.message}>
        “{feedbackPreview(feedback.message)}”
      </blockquote>
      <p className="mt-3 text-sm font-semibold text-slate-900">{feedback.name}</p>
    </li>
  );
}
