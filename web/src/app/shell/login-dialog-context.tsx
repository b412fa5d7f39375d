import { createContext, useContext } from 'react';

type LoginDialogControl = {
  /**
   * Opens the login dialog. After a login the user goes where spec §4 sends them, unless
   * `stayOnPage` asks to keep the page (a payer back from the provider must not lose the order).
   */
  openLogin: (options?: { stayOnPage?: boolean }) => void;
  loginOpen: boolean;
};

/** Opens the shell's login dialog from anywhere (Login buttons, the CTA, ?showLogin=true). */
export const LoginDialogContext = createContext<LoginDialogControl>({
  openLogin: () => {},
  loginOpen: false,
});

export function useLoginDialog() {
  return useContext(LoginDialogContext);
}
