/**
 * The logged-in user kept in the browser (spec §3). It only drives the UI until the server's
 * session answer arrives; the server decides every permission (docs/spec-departures.md §3).
 */
export type StoredUser = {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  isAdmin: boolean | 'SA';
  isSchoolUser: boolean;
};

const USER_KEY = 'user';
const EXTRA_KEYS = ['userEmail', 'userFullName', 'userPhone'] as const;

/** Normalises whatever is stored; corrupt data gives null (and is cleared by the caller). */
export function normaliseStoredUser(raw: unknown): StoredUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  if (typeof value.id !== 'string' || !value.id) return null;
  const fullName =
    typeof value.fullName === 'string' && value.fullName
      ? value.fullName
      : typeof value.name === 'string' && value.name
        ? value.name
        : 'Unknown User';
  const isAdmin =
    value.isAdmin === 'SA' ? 'SA' : value.isAdmin === true || value.isAdmin === 'true';
  return {
    id: value.id,
    email: typeof value.email === 'string' ? value.email : '',
    fullName,
    phone: typeof value.phone === 'string' ? value.phone : '',
    isAdmin,
    isSchoolUser: value.isSchoolUser === true || value.isSchoolUser === 'true',
  };
}

/** The stored user, or null; corrupt data and a school user are cleared, not restored (spec §4). */
export function loadStoredUser(): StoredUser | null {
  const text = localStorage.getItem(USER_KEY);
  if (!text) return null;
  let user: StoredUser | null = null;
  try {
    user = normaliseStoredUser(JSON.parse(text));
  } catch {
    user = null;
  }
  if (!user || user.isSchoolUser) {
    clearStoredUser();
    return null;
  }
  return user;
}

/** Saves the user after login or signup. */
export function saveStoredUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem('userEmail', user.email);
  localStorage.setItem('userFullName', user.fullName);
  localStorage.setItem('userPhone', user.phone);
}

/** Removes the stored user (logout, corrupt data). */
export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY);
  for (const key of EXTRA_KEYS) localStorage.removeItem(key);
}

/** Spec §2: first word of the full name, else the email before the at-sign, else "User". */
export function displayName(
  user: Pick<StoredUser, 'fullName' | 'email'> | null | undefined,
): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  if (first && user?.fullName !== 'Unknown User') return first;
  const local = user?.email?.split('@')[0];
  return local || 'User';
}
