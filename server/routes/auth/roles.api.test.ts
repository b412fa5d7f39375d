import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, type UserRole } from '../../db/schema';
import { ensureAdminUser } from '../../services/auth/ensure-admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInAs(role: UserRole, isSchoolUser = false) {
  const client = t.client();
  const { body, user } = await signUpUser(client);
  await t.db.update(users).set({ role, isSchoolUser }).where(eq(users.id, user.id));
  const login = await client.post('/api/login', { loginId: body.email, password: body.password });
  return { client, login };
}

describe('roles', () => {
  it.each([
    ['user', false, false],
    ['admin', true, true],
    ['school_admin', 'SA', false],
  ] as const)(
    'a %s is presented as isAdmin %s and the admin check says %s',
    async (role, isAdmin, check) => {
      const { client, login } = await signedInAs(role);
      expect(login.json().user.isAdmin).toBe(isAdmin);
      expect((await client.get('/api/session')).json().user.isAdmin).toBe(isAdmin);
      expect((await client.get('/api/admin/check')).json()).toEqual({ isAdmin: check });
    },
  );

  it('the admin check is false when signed out', async () => {
    expect((await t.client().get('/api/admin/check')).json()).toEqual({ isAdmin: false });
  });

  it('a school user logs in but is not restored as a normal session', async () => {
    const { client, login } = await signedInAs('user', true);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.isSchoolUser).toBe(true);
    expect((await client.get('/api/session')).json()).toEqual({ user: null });
  });

  it('ADMIN_EMAIL creates the site admin, and running it again updates the password', async () => {
    const now = new Date();
    expect(
      await ensureAdminUser({
        db: t.db,
        email: 'Owner@Prashna.test',
        password: 'first-admin-pass',
        now,
      }),
    ).toEqual({ created: true });
    expect(
      await ensureAdminUser({
        db: t.db,
        email: 'owner@prashna.test',
        password: 'second-admin-pass',
        now,
      }),
    ).toEqual({ created: false });
    const client = t.client();
    const login = await client.post('/api/login', {
      loginId: 'owner@prashna.test',
      password: 'second-admin-pass',
    });
    expect(login.json().user.isAdmin).toBe(true);
    expect((await client.get('/api/admin/check')).json()).toEqual({ isAdmin: true });
  });
});
