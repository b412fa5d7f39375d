/** The sandbox gateway's control API (/__sandbox/*), as the payment tests drive it. */
export function sandboxControl(baseUrl: () => string) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    /** The payer's choice on the checkout page, without a browser. */
    pay: (orderId: string, scenario: string, delayMs?: number) =>
      call('POST', `/orders/${orderId}/pay`, { scenario, ...(delayMs ? { delayMs } : {}) }),
    /** Injects one signed (or wrongly signed) event and answers the app's HTTP status. */
    sendWebhook: (body: {
      orderId: string;
      type: string;
      paymentStatus: string;
      signWith?: 'right' | 'wrong-secret';
    }) => call('POST', '/webhooks/send', body),
    webhooks: async () =>
      (await call('GET', '/webhooks')).body as {
        deliveryId: string;
        orderId: string;
        type: string;
        attempt: number;
        status: number;
        headers: Record<string, string>;
        body: string;
      }[],
    redeliver: (deliveryId: string, tamper = false) =>
      call('POST', `/webhooks/${deliveryId}/redeliver`, { tamper }),
    advanceClock: (advanceMs: number) => call('POST', '/clock', { advanceMs }),
  };
}

/** Waits, a little at a time, until a check passes (for webhooks the gateway sends on its own). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
