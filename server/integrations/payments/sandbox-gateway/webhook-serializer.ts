/**
 * JSON with every `*_amount` number written with two decimals (`"order_amount":999.00`), as
 * Cashfree sends it: a receiver that parses and re-serialises gets `999` and a broken
 * signature, which is the mistake this gateway exists to catch (docs/payments.md §1.4).
 */
export function serializeWebhookBody(value: unknown): string {
  return write(value, false);
}

function write(value: unknown, isAmount: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'null';
    return isAmount ? value.toFixed(2) : String(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => write(item, false)).join(',')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => `${JSON.stringify(key)}:${write(field, key.endsWith('_amount'))}`);
    return `{${fields.join(',')}}`;
  }
  return 'null';
}
