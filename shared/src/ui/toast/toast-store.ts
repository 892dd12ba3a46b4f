// A tiny queue so any code (a query's onError, the session) can raise a toast without React.
import type { ReactNode } from 'react';
import { createPortalStore } from '../../store/portal-store';
import type { Tone } from '../theme/theme';

export interface ToastOptions {
  tone: Tone;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

/** Oldest toasts are dropped beyond this, so a failure loop cannot flood the screen. */
export const MAX_TOASTS = 4;

interface ToastQueue {
  toasts: ToastItem[];
  /** A toast has been shown since the page loaded. */
  started: boolean;
  push(options: ToastOptions): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const toastStore = createPortalStore<ToastQueue>((set) => ({
  toasts: [],
  started: false,
  push(options) {
    const id = nextId++;
    set((state) => ({ started: true, toasts: [...state.toasts, { ...options, id }].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
  },
}));

/** Shows a toast; returns its id (for dismissToast). */
export function toast(options: ToastOptions): number {
  return toastStore.getState().push(options);
}

export function dismissToast(id: number): void {
  toastStore.getState().dismiss(id);
}
