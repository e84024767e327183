import { APPOINTMENT_MESSAGES, type AppointmentStatus, canHaveTakenPlace, type LeadFlagsBefore } from "./schemas";

/**
 * What an appointment's status says about its lead (issue 21, decision 041). Pure: the server reads
 * the lead's flags and its other appointments in the transaction and writes what these rules say.
 */

/** Sat (completed) and no-show say something happened on the day: allowed from the appointment's day on. */
export function statusNeedsItsDay(status: AppointmentStatus): boolean {
  return status === "completed" || status === "no_show";
}

/**
 * Why an appointment at `scheduledAt` cannot have this status now, or null when it can: sat and no-show
 * only from its day on in the rep's zone (canHaveTakenPlace); scheduled and cancelled at any time.
 */
export function statusRefusal(
  status: AppointmentStatus,
  scheduledAt: Date,
  timeZone: string,
  now: Date = new Date(),
): string | null {
  if (!statusNeedsItsDay(status) || canHaveTakenPlace(scheduledAt, timeZone, now)) return null;
  return status === "completed" ? APPOINTMENT_MESSAGES.notYetTakenPlace : APPOINTMENT_MESSAGES.notYetNoShow;
}

export interface AppointmentLeadFlags {
  appointmentSat: boolean;
  cancelledAppointment: boolean;
}

/**
 * The lead flags an appointment moving to `status` sets, given the lead's flags now and whether the
 * lead has another appointment still scheduled or sat:
 * - completed (sat): appointmentSat on; cancelledAppointment off (the lead sat).
 * - scheduled (booked again, rescheduled): cancelledAppointment off (the lead has one on); appointmentSat
 *   is left alone, as decision 027 leaves it when "took place" is unticked.
 * - cancelled: cancelledAppointment on, unless another appointment is still scheduled or sat.
 * - no_show: no flag (the appointment's status records it).
 * Only flags that change are named, so the answer can say what to put back.
 */
export function appointmentFlagChanges(
  status: AppointmentStatus,
  lead: AppointmentLeadFlags,
  otherScheduledOrSat: boolean,
): Partial<AppointmentLeadFlags> {
  const wanted: Partial<AppointmentLeadFlags> =
    status === "completed"
      ? { appointmentSat: true, cancelledAppointment: false }
      : status === "scheduled"
        ? { cancelledAppointment: false }
        : status === "cancelled" && !otherScheduledOrSat
          ? { cancelledAppointment: true }
          : {};
  const changes: Partial<AppointmentLeadFlags> = {};
  if (wanted.appointmentSat !== undefined && wanted.appointmentSat !== lead.appointmentSat)
    changes.appointmentSat = wanted.appointmentSat;
  if (wanted.cancelledAppointment !== undefined && wanted.cancelledAppointment !== lead.cancelledAppointment)
    changes.cancelledAppointment = wanted.cancelledAppointment;
  return changes;
}

/** The flags as they were before `changes` (what Undo restores): only the ones that changed. */
export function flagsBefore(lead: AppointmentLeadFlags, changes: Partial<AppointmentLeadFlags>): LeadFlagsBefore {
  const before: LeadFlagsBefore = {};
  if (changes.appointmentSat !== undefined) before.appointmentSat = lead.appointmentSat;
  if (changes.cancelledAppointment !== undefined) before.cancelledAppointment = lead.cancelledAppointment;
  return before;
}

/**
 * The PATCH body that undoes a change, from its answer's `previous`: the status and time it had, and
 * the lead flags it moved as they were. restoreLead is always sent (empty when no flag moved), so the
 * status rules do not run again on the way back and touch a flag the change left alone.
 */
export function undoAppointmentChange(previous: { status: AppointmentStatus; scheduledAt: string; lead: LeadFlagsBefore }): {
  status: AppointmentStatus;
  scheduledAt: string;
  restoreLead: LeadFlagsBefore;
} {
  return { status: previous.status, scheduledAt: previous.scheduledAt, restoreLead: { ...previous.lead } };
}
