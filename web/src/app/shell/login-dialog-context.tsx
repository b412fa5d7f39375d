import { createContext, useContext } from 'react';

type LoginDialogControl = { openLogin: () => void; loginOpen: boolean };

/** Opens the shell's login dialog from anywhere (Login buttons, the CTA, ?showLogin=true). */
export const LoginDialogContext = createContext<LoginDialogControl>({
  openLogin: () => {},
  loginOpen: false,
});

export function useLoginDialog() {
  return useContext(LoginDialogContext);
}
