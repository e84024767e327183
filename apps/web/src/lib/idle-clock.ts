/**
 * Auto logout's clock (issue 25, decision 069). The moment of the rep's last activity is kept in the
 * browser's storage, shared by every tab, so activity in one tab keeps the others signed in, and a tab
 * opened again after the period (a phone left in a truck overnight) finds the time already passed.
 */
export const LAST_ACTIVITY_KEY = "measured.lastActivity";

/** Activity is written at most this often: a scroll fires many events, storage needs one. */
export const ACTIVITY_WRITE_INTERVAL_MS = 15_000;

/** Whether the period without activity has passed. No record of activity means this session just began. */
export function idlePeriodPassed(lastActivity: number | null, now: number, minutes: number): boolean {
  if (lastActivity === null || !Number.isFinite(lastActivity)) return false;
  return now - lastActivity >= minutes * 60_000;
}

/** When to look again: when the period would end, at least a second and at most a minute from now. */
export function nextCheckIn(lastActivity: number | null, now: number, minutes: number): number {
  const end = (lastActivity ?? now) + minutes * 60_000;
  return Math.min(60_000, Math.max(1_000, end - now));
}

export interface ActivityStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readLastActivity(store: ActivityStore): number | null {
  const text = store.getItem(LAST_ACTIVITY_KEY);
  const at = text === null ? Number.NaN : Number(text);
  return Number.isFinite(at) ? at : null;
}

export function writeLastActivity(store: ActivityStore, at: number): void {
  store.setItem(LAST_ACTIVITY_KEY, String(at));
}

/** Signed out, the record is dropped, so the next sign-in on this browser starts its own clock. */
export function forgetLastActivity(store: ActivityStore): void {
  store.removeItem(LAST_ACTIVITY_KEY);
}
