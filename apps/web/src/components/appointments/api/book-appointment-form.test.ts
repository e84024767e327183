import { describe, expect, it } from "vitest";
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
});
