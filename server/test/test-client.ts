import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Options = { csrf?: boolean; headers?: Record<string, string> };

/** Talks to the app like a browser: keeps cookies, fetches a CSRF token before each mutation. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private app: FastifyInstance,
    readonly ip: string,
  ) {}

  get(url: string, options: Options = {}) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options: Options = {}) {
    return this.request('POST', url, body, options);
  }

  put(url: string, body?: unknown, options: Options = {}) {
    return this.request('PUT', url, body, options);
  }

  patch(url: string, body?: unknown, options: Options = {}) {
    return this.request('PATCH', url, body, options);
  }

  delete(url: string, options: Options = {}) {
    return this.request('DELETE', url, undefined, options);
  }

  /** The same browser talking to another app instance (after a restart). */
  moveTo(app: FastifyInstance) {
    this.app = app;
  }

  async csrfToken(): Promise<string> {
    const response = await this.get('/api/csrf-token');
    return response.json().csrfToken as string;
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    { csrf = true, headers = {} }: Options = {},
  ) {
    const allHeaders: Record<string, string> = { ...headers };
    if (method !== 'GET' && csrf && !('x-csrf-token' in allHeaders))
      allHeaders['x-csrf-token'] = await this.csrfToken();
    if (this.cookies.size > 0)
      allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: allHeaders,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.keepCookies(response);
    return response;
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
