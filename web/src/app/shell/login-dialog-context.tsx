import { createContext, useContext } from 'react';

/** Opens the shell's login dialog from anywhere (Login buttons, the CTA, ?showLogin=true). */
export const LoginDialogContext = createContext<{ openLogin: () => void }>({ openLogin: () => {} });

export function useLoginDialog() {
  return useContext(LoginDialogContext);
}
