import { useCallback, useState } from 'react';

export type AttemptLayout = 'sections' | 'scroll';

const KEY = 'prashna.attempt-layout';

function readLayout(): AttemptLayout {
  try {
    return localStorage.getItem(KEY) === 'scroll' ? 'scroll' : 'sections';
  } catch {
    return 'sections';
  }
}

/** One section per screen, or the whole paper scrolling: the student's choice, remembered. */
export function useAttemptLayout() {
  const [layout, setLayout] = useState<AttemptLayout>(readLayout);
  const choose = useCallback((next: AttemptLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Remembered for this visit only.
    }
  }, []);
  return [layout, choose] as const;
}

/** The section on screen, kept for this tab so a reload comes back to it. */
export function useCurrentSection(attemptId: string, count: number) {
  const key = `prashna.attempt.${attemptId}.section`;
  const [current, setCurrent] = useState(() => {
    try {
      const stored = Number(sessionStorage.getItem(key));
      return Number.isInteger(stored) && stored >= 0 && stored < count ? stored : 0;
    } catch {
      return 0;
    }
  });
  const choose = useCallback(
    (index: number) => {
      setCurrent(index);
      try {
        sessionStorage.setItem(key, String(index));
      } catch {
        // Kept in memory only.
      }
    },
    [key],
  );
  return [current, choose] as const;
}
