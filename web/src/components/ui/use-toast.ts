import { useSyncExternalStore } from 'react';

/** Spec §4: one toast at a time; a dismissed toast is removed after 1,000,000 ms; 5 s default. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
  /** A mark before the title: a tick, a cross or a warning sign (spec §8 payment results). */
  mark?: 'success' | 'failure' | 'warning';
  /** One button beside the text; `altText` tells screen readers how to do it without the toast. */
  action?: { label: string; altText?: string; onClick: () => void };
};
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast; it leaves the list after TOAST_REMOVE_DELAY. */
export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY);
}

/** The toasts on screen. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
