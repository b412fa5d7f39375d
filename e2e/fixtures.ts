import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { E2E_DATA_DIR } from './server';
import { readFileSync, existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { test as base, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

type PlaywrightApi = PlaywrightWorkerArgs['playwright'];

export const ADMIN = { email: 'admin@prashna.test', password: 'e2e-admin-password' };

/** A unique, valid new account. */
export function newAccount(name = 'Ananya Rao') {
  const id = `${Date.now().toString(36)}${randomInt(1_000_000)}`;
  return {
    fullName: name,
    email: `${id}@example.com`,
    phone: `9${randomInt(100_000_000, 999_999_999)}`,
    password: 'exam-ready-2026',
  };
}

export type Account = ReturnType<typeof newAccount>;

/** Creates an account through the API (the browser context gets its session cookie). */
export async function signUpViaApi(page: Page, account = newAccount()) {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/signup', {
    headers: { 'x-csrf-token': csrfToken },
    data: { ...account, confirmPassword: account.password, country: 'India' },
  });
  expect(response.status()).toBe(201);
  return account;
}

/**
 * Signs up through the /signup form, as a visitor does (the country defaults to India), at the
 * test server's address or at `origin` (the same server under another name).
 */
export async function signUpViaForm(page: Page, account = newAccount(), origin = '') {
  await page.goto(`${origin}/signup`);
  await page.getByLabel('Full name').fill(account.fullName);
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created Successfully', { exact: true })).toBeVisible();
  return account;
}

/** Logs out through the API, leaving the account in place. */
export async function logOutViaApi(page: Page) {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  await page.request.post('/api/logout', { headers: { 'x-csrf-token': csrfToken } });
}

/** The newest reset code sent to a phone, read from the outbox file. */
export async function readResetCode(phone: string): Promise<{ code: string; link: string }> {
  const file = `${E2E_DATA_DIR}/outbox.jsonl`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string });
      const last = lines.filter((m) => m.to === `+91${phone}`).at(-1);
      const code = last?.text.match(/code is (\d{6})/)?.[1];
      const link = last?.text.match(/(http\S+)/)?.[1];
      if (code && link) return { code, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code for ${phone}`);
}

type Options = {
  /** Stories about other things start with the cookie choice made and the CTA popup seen. */
  quietOverlays: boolean;
};

type CookieChoice = {
  analytics?: boolean;
  marketing?: boolean;
  monthsAgo?: number;
  daysAgo?: number;
};

/**
 * One localStorage entry, read again until `expected` while the page navigates: the app reloads
 * or moves on by itself after logout and after a verified payment, and a read during that throws.
 */
export async function expectStored(page: Page, key: string, expected: string | null) {
  await expect
    .poll(() =>
      page.evaluate((name) => localStorage.getItem(name), key).catch(() => '(navigating)'),
    )
    .toBe(expected);
}

/** Stores a cookie choice before any page script runs (only where none is stored yet). */
export async function storeCookieChoice(page: Page, choice: CookieChoice = {}) {
  await page.addInitScript(
    ({ analytics = false, marketing = false, monthsAgo = 0, daysAgo = 0 }) => {
      if (localStorage.getItem('cookie-consent-preferences')) return;
      const at = new Date();
      at.setMonth(at.getMonth() - monthsAgo);
      at.setDate(at.getDate() - daysAgo);
      const timestamp = at.toISOString();
      const value = { necessary: true, analytics, marketing, timestamp };
      localStorage.setItem('cookie-consent-preferences', JSON.stringify(value));
    },
    choice,
  );
}

/**
 * Collects what the page's Content-Security-Policy blocked (issue 13): every
 * securitypolicyviolation event in the page, and Chromium's "Refused to …" console errors.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

export const test = base.extend<Options>({
  quietOverlays: [true, { option: true }],
  page: async ({ page, quietOverlays }, use) => {
    if (quietOverlays) {
      await storeCookieChoice(page);
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('cta-popup-seen'))
          sessionStorage.setItem('cta-popup-seen', 'true');
      });
    }
    // Every story also checks that the app lives within its own security policy.
    const violations = await watchCspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
export { expect };

/** Downloads a PDF with a button, as a person does, and reads its text as pdftotext does. */
export async function downloadPdfText(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return {
    name: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', path, '-']).toString(),
  };
}

/** A toast's text (Radix also repeats it for screen readers: the first is the one shown). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/** A request context signed in as the e2e site admin, apart from any page's cookies. */
export async function adminApi(playwright: PlaywrightApi, baseURL: string) {
  const api = await playwright.request.newContext({ baseURL });
  const csrf = async () => (await (await api.get('/api/csrf-token')).json()).csrfToken as string;
  const login = await api.post('/api/login', {
    headers: { 'x-csrf-token': await csrf() },
    data: { loginId: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return {
    get: async (url: string) => {
      const response = await api.get(url);
      expect(response.status(), url).toBe(200);
      return response.json();
    },
    post: async (url: string, data?: unknown) =>
      api.post(url, { headers: { 'x-csrf-token': await csrf() }, data }),
    dispose: () => api.dispose(),
  };
}

/** Sends a contact message as a guest through the API and returns its id. */
export async function sendContactMessage(
  playwright: PlaywrightApi,
  baseURL: string,
  body: Record<string, unknown>,
): Promise<number> {
  const api = await playwright.request.newContext({ baseURL });
  const { csrfToken } = await (await api.get('/api/csrf-token')).json();
  const response = await api.post('/api/contact', {
    headers: { 'x-csrf-token': csrfToken },
    data: body,
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  await api.dispose();
  return id as number;
}

/** Fake timers that stand still until the story moves them (runFor / fastForward). */
export async function pauseClock(page: Page, at = new Date('2026-11-21T09:00:00+05:30')) {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
}

/** No serious or critical axe-core violation on the page, or inside `include` (issue 3). */
export async function expectAccessible(page: Page, include?: string) {
  // A colour still fading (a button enabled a moment ago) is not the colour a reader will see:
  // wait for finite transitions to end (spinners and skeletons run forever and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Buys a plan for the page's signed-in user through the real checkout API, paid on the local
 * sandbox gateway without a browser (stories about papers, not payments, need more than 3).
 */
export async function subscribeViaApi(
  page: Page,
  {
    planType = 'yearly',
    classNumber = 10,
  }: { planType?: 'monthly' | 'yearly'; classNumber?: number } = {},
) {
  const csrf = async () =>
    (await (await page.request.get('/api/csrf-token')).json()).csrfToken as string;
  const created = await page.request.post('/api/cashfree/create-order', {
    headers: { 'x-csrf-token': await csrf() },
    data: { planType, country: 'in', curriculum: 'in-cbse', class: classNumber },
  });
  expect(created.status()).toBe(200);
  const { orderId, sdkUrl } = await created.json();
  const paid = await page.request.post(
    `${new URL(sdkUrl).origin}/__sandbox/orders/${orderId}/pay`,
    {
      data: { scenario: 'success_no_webhook' },
    },
  );
  expect(paid.status()).toBe(200);
  const verified = await page.request.post('/api/cashfree/verify-payment', {
    headers: { 'x-csrf-token': await csrf() },
    data: { orderId },
  });
  expect((await verified.json()).success).toBe(true);
}
