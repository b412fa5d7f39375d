import { useEffect } from 'react';

/** Spec §4: the on-screen keyboard is open when the viewport shrinks by more than 150 px. */
export const KEYBOARD_SHRINK_PX = 150;
/** Spec §3: the page's scroll position before the keyboard opened, restored when it closes. */
export const KEYBOARD_SCROLL_KEY = 'keyboard-scroll-position';

function isTextField(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return false;
  return (
    element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    )
  );
}

/**
 * Keeps the focused field visible above an on-screen keyboard: marks <html data-keyboard="open">
 * (fixed overlays hide themselves), scrolls the field into view, and puts the page back after.
 */
export function useMobileKeyboard(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    let fullHeight = viewport.height;
    let open = false;

    const onResize = () => {
      const height = viewport.height;
      const shrunk = fullHeight - height > KEYBOARD_SHRINK_PX;
      if (!shrunk && !open) fullHeight = Math.max(fullHeight, height); // rotation, toolbars
      if (shrunk === open) return;
      open = shrunk;
      if (open) {
        sessionStorage.setItem(KEYBOARD_SCROLL_KEY, String(window.scrollY));
        document.documentElement.dataset.keyboard = 'open';
        const focused = document.activeElement;
        if (isTextField(focused)) focused.scrollIntoView({ block: 'center' });
      } else {
        delete document.documentElement.dataset.keyboard;
        const stored = Number(sessionStorage.getItem(KEYBOARD_SCROLL_KEY));
        sessionStorage.removeItem(KEYBOARD_SCROLL_KEY);
        if (Number.isFinite(stored) && !isTextField(document.activeElement))
          window.scrollTo({ top: stored });
      }
    };
    // A field focused while the keyboard is already open (next field) is brought into view too.
    const onFocusIn = (event: FocusEvent) => {
      if (open && isTextField(event.target as Element))
        (event.target as HTMLElement).scrollIntoView({ block: 'center' });
    };
    viewport.addEventListener('resize', onResize);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      viewport.removeEventListener('resize', onResize);
      document.removeEventListener('focusin', onFocusIn);
      delete document.documentElement.dataset.keyboard;
    };
  }, []);
}
