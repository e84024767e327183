import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES, APPOINTMENT_STATUSES, updateAppointmentSchema } from "./schemas";
import { appointmentFlagChanges, flagsBefore, statusRefusal, undoAppointmentChange } from "./status-rules";

const la = "America/Los_Angeles";
// 2026-11-25 10:00 in Los Angeles.
const now = new Date("2026-11-25T18:00:00Z");
const earlierToday = new Date("2026-11-25T16:00:00Z");
const laterToday = new Date("2026-11-26T06:00:00Z"); // 10 PM in LA
const tomorrow = new Date("2026-11-26T17:00:00Z");
const lastWeek = new Date("2026-11-18T17:00:00Z");

describe("statusRefusal: sat and no-show from the appointment's day on; scheduled and cancelled any time", () => {
  it("sat (completed)", () => {
    for (const at of [lastWeek, earlierToday, laterToday]) expect(statusRefusal("completed", at, la, now)).toBeNull();
    expect(statusRefusal("completed", tomorrow, la, now)).toBe(APPOINTMENT_MESSAGES.notYetTakenPlace);
  });
  it("no-show", () => {
    for (const at of [lastWeek, earlierToday, laterToday]) expect(statusRefusal("no_show", at, la, now)).toBeNull();
    expect(statusRefusal("no_show", tomorrow, la, now)).toBe(APPOINTMENT_MESSAGES.notYetNoShow);
  });
  it("scheduled and cancelled", () => {
    for (const status of ["scheduled", "cancelled"] as const)
      for (const at of [lastWeek, earlierToday, tomorrow]) expect(statusRefusal(status, at, la, now)).toBeNull();
  });
  it("the day is the rep's: tomorrow in Berlin is today in Los Angeles' evening", () => {
    const at = new Date("2026-11-26T01:00:00Z"); // Nov 26 02:00 Berlin, Nov 25 17:00 LA
    const berlinMorning = new Date("2026-11-25T09:00:00Z");
    expect(statusRefusal("completed", at, "Europe/Berlin", berlinMorning)).toBe(APPOINTMENT_MESSAGES.notYetTakenPlace);
    expect(statusRefusal("completed", at, la, berlinMorning)).toBeNull();
  });
});

describe("appointmentFlagChanges: the lead flags a status moves, only those that change", () => {
  const lead = (appointmentSat: boolean, cancelledAppointment: boolean) => ({ appointmentSat, cancelledAppointment });

  it("sat flags appointmentSat and clears a cancelled appointment", () => {
    expect(appointmentFlagChanges("completed", lead(false, false), false)).toEqual({ appointmentSat: true });
    expect(appointmentFlagChanges("completed", lead(false, true), false)).toEqual({
      appointmentSat: true,
      cancelledAppointment: false,
    });
    expect(appointmentFlagChanges("completed", lead(true, false), true)).toEqual({});
  });

  it("cancelled flags the lead only when no other appointment is scheduled or sat", () => {
    expect(appointmentFlagChanges("cancelled", lead(false, false), false)).toEqual({ cancelledAppointment: true });
    expect(appointmentFlagChanges("cancelled", lead(false, false), true)).toEqual({});
    expect(appointmentFlagChanges("cancelled", lead(true, true), false)).toEqual({});
    // A sat lead keeps its sit: cancelling one appointment does not take back another's.
    expect(appointmentFlagChanges("cancelled", lead(true, false), false)).toEqual({ cancelledAppointment: true });
  });

  it("scheduled again clears a cancelled appointment and leaves a sit as it is; no-show moves nothing", () => {
    expect(appointmentFlagChanges("scheduled", lead(true, true), false)).toEqual({ cancelledAppointment: false });
    expect(appointmentFlagChanges("scheduled", lead(true, false), false)).toEqual({});
    for (const l of [lead(false, false), lead(true, true), lead(false, true)])
      expect(appointmentFlagChanges("no_show", l, false)).toEqual({});
  });

  it("every status and flag combination names only flags whose value differs", () => {
    for (const status of APPOINTMENT_STATUSES)
      for (const sat of [false, true])
        for (const cancelled of [false, true])
          for (const other of [false, true]) {
            const changes = appointmentFlagChanges(status, lead(sat, cancelled), other);
            if (changes.appointmentSat !== undefined) expect(changes.appointmentSat).toBe(!sat);
            if (changes.cancelledAppointment !== undefined) expect(changes.cancelledAppointment).toBe(!cancelled);
          }
  });
});

describe("Undo: the PATCH body that puts back what a change replaced", () => {
  it("flagsBefore names the changed flags as they were", () => {
    const before = { appointmentSat: false, cancelledAppointment: true };
    expect(flagsBefore(before, { appointmentSat: true, cancelledAppointment: false })).toEqual(before);
    expect(flagsBefore(before, { appointmentSat: true })).toEqual({ appointmentSat: false });
    expect(flagsBefore(before, {})).toEqual({});
  });

  it("undoAppointmentChange sends the status, the time and restoreLead (empty when no flag moved), and parses", () => {
    const previous = { status: "scheduled" as const, scheduledAt: "2026-11-20T17:00:00.000Z", lead: { appointmentSat: false } };
    const body = undoAppointmentChange(previous);
    expect(body).toEqual({ status: "scheduled", scheduledAt: previous.scheduledAt, restoreLead: { appointmentSat: false } });
    expect(updateAppointmentSchema.parse(body)).toEqual({
      status: "scheduled",
      scheduledAt: new Date(previous.scheduledAt),
      restoreLead: { appointmentSat: false },
    });
    expect(undoAppointmentChange({ ...previous, lead: {} }).restoreLead).toEqual({});
  });

  it("restoreLead is strict: only the two flags, booleans", () => {
    expect(updateAppointmentSchema.safeParse({ restoreLead: { signed: true } }).success).toBe(false);
    expect(updateAppointmentSchema.safeParse({ restoreLead: { appointmentSat: "yes" } }).success).toBe(false);
  });
});
