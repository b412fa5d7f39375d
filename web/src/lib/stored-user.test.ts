import { beforeEach, describe, expect, it } from 'vitest';
import { displayName, loadStoredUser, normaliseStoredUser, saveStoredUser } from './stored-user';

beforeEach(() => localStorage.clear());

describe('stored user (spec §3, §4)', () => {
  it('normalises on load: name fallback and the isAdmin forms', () => {
    expect(normaliseStoredUser({ id: '1', name: 'Old Field', isAdmin: 'true' })).toMatchObject({
      fullName: 'Old Field',
      isAdmin: true,
    });
    expect(normaliseStoredUser({ id: '1', isAdmin: 'SA' })).toMatchObject({
      fullName: 'Unknown User',
      isAdmin: 'SA',
    });
    expect(normaliseStoredUser({ id: '1', isAdmin: 'yes' })?.isAdmin).toBe(false);
  });

  it('clears corrupt data', () => {
    localStorage.setItem('user', '{not json');
    expect(loadStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('does not restore a school user as a normal session', () => {
    saveStoredUser({
      id: '1',
      email: 'a@b.co',
      fullName: 'A B',
      phone: '',
      isAdmin: false,
      isSchoolUser: true,
    });
    expect(loadStoredUser()).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it('restores a normal user', () => {
    saveStoredUser({
      id: '1',
      email: 'a@b.co',
      fullName: 'Asha Rao',
      phone: '+91',
      isAdmin: false,
      isSchoolUser: false,
    });
    expect(loadStoredUser()?.fullName).toBe('Asha Rao');
    expect(localStorage.getItem('userFullName')).toBe('Asha Rao');
  });

  it('shows the first word of the name, else the email before the at-sign, else User', () => {
    expect(displayName({ fullName: 'Asha Rao', email: 'x@y.z' })).toBe('Asha');
    expect(displayName({ fullName: '', email: 'kiran@y.z' })).toBe('kiran');
    expect(displayName({ fullName: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
