import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect-after-login';

describe('after login (spec §4)', () => {
  it('sends each role to its place', () => {
    expect(redirectAfterLogin({ isAdmin: 'SA', isSchoolUser: false })).toBe('/school-admin');
    expect(redirectAfterLogin({ isAdmin: true, isSchoolUser: false })).toBe('/admin');
    expect(redirectAfterLogin({ isAdmin: false, isSchoolUser: true })).toBeNull();
    expect(redirectAfterLogin({ isAdmin: false, isSchoolUser: false })).toBe('/');
  });
});
