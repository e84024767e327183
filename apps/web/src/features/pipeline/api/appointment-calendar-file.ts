import type { Appointment } from "./pipeline-schema";

/** An hour: the appointment has a start only; a calendar entry wants an end. */
const DURATION = { hours: 1 } as const;

/**
 * The appointment as an iCalendar file for the phone's calendar, made by `ics` (a maintained library,
 * loaded only when the rep asks for it; decision 029). Rejects when the library refuses the event.
 */
export async function appointmentCalendarFile(appointment: Appointment): Promise<File> {
  const { createEvent } = await import("ics");
  const title = appointment.title || `Appointment with ${appointment.clientName}`;
  const description = [appointment.type, appointment.notes].filter(Boolean).join("\n");
  const { error, value } = createEvent({
    uid: `appointment-${appointment.id}@measured`,
    title,
    description: description || undefined,
    start: Date.parse(appointment.scheduledAt),
    startInputType: "utc",
    startOutputType: "utc",
    duration: DURATION,
    productId: "measured/pipeline",
  });
  if (error || !value) throw error ?? new Error("No calendar file");
  return new File([value], `appointment-${appointment.id}.ics`, { type: "text/calendar" });
}

/** Hands the file to the browser as a download (a phone offers to add it to its calendar). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
