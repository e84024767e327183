import { appointmentSchema, dayWindow } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { dayAppointmentsKey, earliestFirst } from "./day-appointments-key";

/** More than a rep books in a day; the list is one page. */
export const DAY_APPOINTMENTS_LIMIT = 50;

const appointmentsSchema = z.array(appointmentSchema);

/** The query of GET /api/appointments for one day in a zone (also what the server asks when it renders the dashboard). */
export function dayAppointmentsQuery(date: string, timeZone: string): string {
  const { from, to } = dayWindow(date, timeZone);
  return new URLSearchParams({ from, to, limit: String(DAY_APPOINTMENTS_LIMIT) }).toString();
}

/** GET /api/appointments?from=&to=: the rep's appointments on `date` in `timeZone`, earliest first. */
export async function getDayAppointments(date: string, timeZone: string, { signal }: { signal?: AbortSignal } = {}) {
  const list = await apiJson("GET", `/api/appointments?${dayAppointmentsQuery(date, timeZone)}`, appointmentsSchema, {
    signal,
  });
  return earliestFirst(list);
}

export const dayAppointmentsQueryOptions = (date: string, timeZone: string) =>
  queryOptions({
    queryKey: dayAppointmentsKey(date, timeZone),
    queryFn: ({ signal }) => getDayAppointments(date, timeZone, { signal }),
  });

export function useDayAppointments(date: string, timeZone: string) {
  return useQuery(dayAppointmentsQueryOptions(date, timeZone));
}
