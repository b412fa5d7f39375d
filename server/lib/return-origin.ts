const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where to send a payer back after the payment page: the origin their browser came from when it
 * is this app under another name for the same machine (http://127.0.0.1:3000 for an app that
 * calls itself http://localhost:3000), else the app's own origin. A payer sent to another host
 * name arrives without their session or their pending order (issue 12); any other origin is
 * never trusted.
 */
export function returnOrigin(appOrigin: string, requestOrigin: string | undefined): string {
  if (!requestOrigin) return appOrigin;
  let app: URL;
  let from: URL;
  try {
    app = new URL(appOrigin);
    from = new URL(requestOrigin);
  } catch {
    return appOrigin;
  }
  if (from.origin === app.origin) return from.origin;
  const sameMachine =
    LOOPBACK.has(app.hostname) &&
    LOOPBACK.has(from.hostname) &&
    from.protocol === app.protocol &&
    from.port === app.port;
  return sameMachine ? from.origin : app.origin;
}
