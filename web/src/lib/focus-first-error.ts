/**
 * Moves focus to a form's first problem, in page order, and scrolls it to the middle of the
 * screen: a field marked aria-invalid, or an error message marked data-error-message (for a
 * group of checkboxes, where the message is what to read). On a phone the first problem can be
 * far above the button that was pressed (issue 12).
 */
export function focusFirstError(form: HTMLElement | null): void {
  // A disabled field cannot take focus: the message, or the next problem, does.
  const target = form?.querySelector<HTMLElement>(
    '[aria-invalid="true"]:not(:disabled), [data-error-message]',
  );
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
