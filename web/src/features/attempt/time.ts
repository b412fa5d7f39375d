/** Remaining time is told to screen readers as it passes these minutes (issue 5). */
export const ANNOUNCE_AT_MINUTES = [10, 1] as const;
/** The countdown turns urgent for the last minutes. */
export const URGENT_MS = 5 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as a clock reads: "1:05:09" or "05:09"; a started second still counts. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The announcement minute passed between two readings of the remaining time (the latest one). */
export function crossedMinute(beforeMs: number, afterMs: number): number | null {
  let crossed: number | null = null;
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60_000;
    if (beforeMs > at && afterMs <= at && afterMs > 0) crossed = minutes;
  }
  return crossed;
}

/** How long an attempt took, in whole hours, minutes and seconds. */
export function durationParts(fromIso: string, toIso: string) {
  const total = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A mark for display: whole marks plain, half marks with one decimal. */
export function formatMarks(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The self-marking steps of a question: 0 to its marks in halves. */
export function markSteps(marks: number): number[] {
  return Array.from({ length: marks * 2 + 1 }, (_, i) => i / 2);
}
