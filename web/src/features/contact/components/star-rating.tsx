import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
};

/** Where an arrow key, Home or End moves within the five stars (wrapping, as radios do). */
function starAfterKey(key: string, star: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (star % 5) + 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return ((star + 3) % 5) + 1;
  if (key === 'Home') return 1;
  if (key === 'End') return 5;
  return undefined;
}

/**
 * The optional 1-5 star rating of spec §5, as a WAI-ARIA radio group: one tab stop, arrow keys
 * move and choose. Choosing the chosen star again, or "Clear rating", leaves it unrated, which
 * native radios cannot do.
 */
export function StarRating({ value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab stop is the chosen star, or the first while none is chosen (APG radio group).
  const tabStop = value ?? 1;

  const moveTo = (star: number) => {
    onChange(star);
    stars.current[star - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const next = starAfterKey(event.key, star);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const clear = () => {
    onChange(null);
    // The Clear button disappears with the rating: keep keyboard users in the group.
    stars.current[0]?.focus();
  };

  return (
    <div className="space-y-1.5">
      {/* Clear sits beside the label, so showing it never moves the stars on a narrow screen. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-3">
        <p id={labelId} className="text-sm font-medium text-slate-700">
          {t('contact.rating')}
        </p>
        {value !== null && (
          <Button variant="link" size="sm" onClick={clear}>
            {t('contact.clearRating')}
          </Button>
        )}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${labelId}-error` : undefined}
        className="-ml-2 flex"
      >
        {STARS.map((star) => {
          const checked = value === star;
          const filled = value !== null && star <= value;
          return (
            <button
              key={star}
              ref={(element) => {
                stars.current[star - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('contact.stars', { count: star })}
              tabIndex={star === tabStop ? 0 : -1}
              onClick={() => onChange(checked ? null : star)}
              onKeyDown={(event) => onKeyDown(event, star)}
              className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-amber-50"
            >
              <Star
                aria-hidden
                className={cn(
                  'h-7 w-7',
                  filled ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-slate-500',
                )}
              />
            </button>
          );
        })}
      </div>
      {error && (
        <p id={`${labelId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
