import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GetAdminCheck, GetSession, LogOut } from '@common/contracts/auth';
import type { SessionUser } from '@common/schemas/auth';
import {
  clearStoredUser,
  loadStoredUser,
  saveStoredUser,
  type StoredUser,
} from '@/lib/stored-user';
import { call } from '@/lib/call';
import { invalidateOperation, setOperationData } from '@/lib/operation-query';
import { useSession } from '../api/get-session';

type AuthState = {
  user: StoredUser | null;
  /** The server has answered who is signed in (until then `user` is the browser's copy). */
  ready: boolean;
  signIn: (user: SessionUser) => void;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

function toStoredUser(user: SessionUser): StoredUser {
  const { id, email, fullName, phone, isAdmin, isSchoolUser } = user;
  return { id, email, fullName, phone, isAdmin, isSchoolUser };
}

/**
 * The signed-in user: the stored copy until the server's session answer arrives, then the
 * server's word. A school user lives only in memory: it is not kept as a normal session (spec §6).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedAtLoad] = useState(loadStoredUser);
  const [schoolUser, setSchoolUser] = useState<StoredUser | null>(null);
  const session = useSession();
  const serverUser = session.data?.user;
  const fromServer = useMemo(() => (serverUser ? toStoredUser(serverUser) : null), [serverUser]);
  const user = session.isSuccess ? (fromServer ?? schoolUser) : storedAtLoad;

  // Keep the browser's copy in step with the server (spec §3's stored user).
  useEffect(() => {
    if (!session.isSuccess) return;
    if (fromServer) saveStoredUser(fromServer);
    else clearStoredUser();
  }, [session.isSuccess, fromServer]);

  const signIn = useCallback(
    (sessionUser: SessionUser) => {
      if (sessionUser.isSchoolUser) setSchoolUser(toStoredUser(sessionUser));
      else setOperationData(queryClient, GetSession, {}, { user: sessionUser });
      void invalidateOperation(queryClient, GetAdminCheck);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    // The result is ignored and a failure only logged (spec §7, §8): the user leaves anyway.
    await call(LogOut).catch((error: unknown) =>
      console.error('Logout failed on the server', error),
    );
    clearStoredUser();
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);

  const ready = session.isSuccess || session.isError;
  const value = useMemo(() => ({ user, ready, signIn, logout }), [user, ready, signIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; only inside AuthProvider. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
