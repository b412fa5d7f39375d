import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas/auth';
import { clearStoredUser, loadStoredUser, saveStoredUser, type StoredUser } from '@/lib/stored-user';
import { useSession } from '../api/get-session';
import { logOut } from '../api/log-out';

type AuthState = {
  user: StoredUser | null;
  /** True until the server has said who is signed in. */
  isChecking: boolean;
  signIn: (user: SessionUser) => void;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

function toStoredUser(user: SessionUser): StoredUser {
  const { id, email, fullName, phone, isAdmin, isSchoolUser } = user;
  return { id, email, fullName, phone, isAdmin, isSchoolUser };
}

/** Holds the signed-in user: the stored copy at first, then whatever the server's session says. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<StoredUser | null>(() => loadStoredUser());
  const session = useSession();

  useEffect(() => {
    if (!session.isSuccess) return;
    const serverUser = session.data?.user;
    if (serverUser) {
      const stored = toStoredUser(serverUser);
      saveStoredUser(stored);
      setUser(stored);
    } else {
      clearStoredUser();
      setUser((current) => (current?.isSchoolUser ? current : null));
    }
  }, [session.isSuccess, session.data]);

  const signIn = useCallback(
    (sessionUser: SessionUser) => {
      const stored = toStoredUser(sessionUser);
      // A school user is not kept as a normal session (spec §6).
      if (!stored.isSchoolUser) {
        saveStoredUser(stored);
        queryClient.setQueryData(['/api/session'], { user: sessionUser });
      }
      setUser(stored);
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/check'] });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await logOut();
    clearStoredUser();
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);

  const value = useMemo(() => ({ user, isChecking: session.isPending, signIn, logout }), [user, session.isPending, signIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; only inside AuthProvider. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
