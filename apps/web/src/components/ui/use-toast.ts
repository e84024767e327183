import { useSyncExternalStore } from "react";
import type { ToastVariant } from "./toast";

/** Spec section 9: one toast at a time; a dismissed toast is dropped after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One action the toast offers (quick entry's Undo); `altText` says what it does for screen readers. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id: string): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  scheduleRemoval(id);
}

/** Shows a toast and returns its id. The newest replaces any older one. */
export function toast(input: ToastInput): string {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  // A prerendered page (and the hydration of it) starts with no toast.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
