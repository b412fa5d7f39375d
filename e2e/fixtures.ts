import { E2E_DATA_DIR } from './server';
import { readFileSync, existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base;
export { expect };
