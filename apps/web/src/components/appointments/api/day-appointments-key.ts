import { crmKeys } from "@/lib/query-keys";

/**
 * The key of one day's appointments in a zone, under the appointments' root so every lead or appointment
 * change refreshes it (invalidateCrmQueries). No schemas here: app/signed-in-state.ts seeds it in every
 * page's first code (bench:size).
 */
export const dayAppointmentsKey = (date: string, timeZone: string) => [...crmKeys.appointments, "day", date, timeZone] as const;

/** The API lists newest first; a day's plan reads from the morning on (ties: booked first). */
export function earliestFirst<T extends { scheduledAt: string; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a.id - b.id);
}
