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
  /** How many of the rep's own actions came before it (see dismissToastsLeftBehind). */
  actionsBefore: number;
}

let toasts: ToastItem[] = [];
let actions = 0;
let watchingActions = false;
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

/** Counts the rep's own actions: a press, a key, Back or Forward. */
function watchActions(): void {
  if (watchingActions || typeof window === "undefined") return;
  watchingActions = true;
  const count = () => {
    actions += 1;
  };
  window.addEventListener("pointerdown", count, true);
  window.addEventListener("keydown", count, true);
  window.addEventListener("popstate", count);
}

/** Shows a toast and returns its id. The newest replaces any older one, so toasts never stack. */
export function toast(input: ToastInput): string {
  watchActions();
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true, actionsBefore: actions }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/**
 * Called when the route changes (decision 020). A toast ends with the page it was shown on once
 * the rep has acted since it appeared (a link, Back, a key): the route change is the rep leaving.
 * A toast raised by the rep's latest action follows the redirect that action makes ("Industry
 * template changed" lands on the dashboard, "Password Reset Successful" on the sign-in page).
 */
export function dismissToastsLeftBehind(): void {
  for (const t of toasts) if (t.open && t.actionsBefore < actions) dismissToast(t.id);
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
