const IST_OFFSET_MS = 330 * 60_000;

/** An instant as Cashfree writes it: ISO 8601 in India time, `2025-01-01T10:00:00+05:30`. */
export function toIstIso(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
