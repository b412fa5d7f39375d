/** One answer: the status, the parsed body and the headers. */
export type HttpAnswer = { status: number; body: unknown; headers: Headers };

/**
 * A browser over real HTTP, for apps running in other processes: keeps its cookies, sends a CSRF
 * token with each mutation, and comes from `ip` (the app must trust X-Forwarded-For). Each call
 * names the server, so one browser can talk to several processes behind an imagined balancer.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  private csrf: string | undefined;

  constructor(readonly ip: string) {}

  /** GET a path on the server at `base`. */
  get(base: string, path: string): Promise<HttpAnswer> {
    return this.send(base, 'GET', path);
  }

  /** This browser's CSRF token, fetched once and again after its cookies change. */
  async csrfToken(base: string): Promise<string> {
    this.csrf ??= (
      (await this.get(base, '/api/csrf-token')).body as { csrfToken: string }
    ).csrfToken;
    return this.csrf;
  }

  /** POST a JSON body with the CSRF token (fetch it first when posting several at once). */
  async post(base: string, path: string, body: unknown): Promise<HttpAnswer> {
    const token = await this.csrfToken(base);
    return this.send(base, 'POST', path, body, { 'x-csrf-token': token });
  }

  private async send(
    base: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    return {
      status: response.status,
      body:
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      headers: response.headers,
    };
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
      // A new session or pre-session makes the old token worthless: fetch a fresh one next time.
      this.csrf = undefined;
    }
  }
}
