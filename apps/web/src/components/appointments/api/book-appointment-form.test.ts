import { APPOINTMENT_MESSAGES } from "@measured/core";
import { describe, expect, it } from "vitest";
import { browserToday } from "@/lib/time-zone";
import { bookAppointmentFormSchema, CHOOSE_LEAD } from "./book-appointment-form";

const base = {
  leadId: null,
  newLead: true,
  leadName: "Ana",
  phone: "",
  email: "",
  address: "",
  status: "scheduled",
  date: "2026-01-05",
  time: "10:00",
  type: "Consultation",
  notes: "",
} as const;

const messages = (values: Record<string, unknown>) => {
  const parsed = bookAppointmentFormSchema.safeParse({ ...base, ...values });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("Log Appointment's form rules", () => {
  it("says a blank new lead's name beside a bad e-mail, at once", () => {
    expect(messages({ leadName: "   ", email: "not-an-email" })).toEqual([
      ["email", "Invalid email address"],
      ["leadName", "Lead name is required"],
    ]);
  });

  it("says hostile text under the name and the address together", () => {
    const said = messages({ leadName: "Eve\u200BAdams", address: "1 Main St \u202Eevil" }).map(([field]) => field);
    expect(said.sort()).toEqual(["address", "leadName"]);
  });

  it("asks to find the lead or choose New lead; a picked lead needs no name", () => {
    expect(messages({ newLead: false, leadName: "" })).toEqual([["leadId", CHOOSE_LEAD]]);
    expect(messages({ newLead: false, leadId: 7, leadName: "" })).toEqual([]);
  });

  it("refuses a sat appointment on a day still to come in core's words, and allows one today or earlier", () => {
    const today = browserToday();
    const [y, m, d] = today.split("-").map(Number);
    const tomorrow = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
    expect(messages({ status: "completed", date: tomorrow })).toEqual([["date", APPOINTMENT_MESSAGES.notYetTakenPlace]]);
    expect(messages({ status: "completed", date: today })).toEqual([]);
    expect(messages({ status: "completed", date: "2026-01-05" })).toEqual([]);
    expect(messages({ status: "scheduled", date: tomorrow })).toEqual([]);
  });
});
