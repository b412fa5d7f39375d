/** Placeholder until the install prompt lands. */
export function InstallPrompt() {
  return null;
}
