import { describe, expect, it } from "vitest";
import {
  DERIVED_LEAD_STATUSES,
  deriveLeadStatus,
  earnsRevenue,
  type LeadFlags,
  leadsPageStatus,
  NO_LEAD_FLAGS,
  processDots,
} from "./lead-status";

const flags = (set: Partial<LeadFlags>): LeadFlags => ({ ...NO_LEAD_FLAGS, ...set });

describe("deriveLeadStatus", () => {
  it.each([
    [{ signedButCanceled: true, notInterested: true, installed: true }, "cancelled"],
    [{ notInterested: true, unqualified: true, signed: true }, "not_interested"],
    [{ unqualified: true, installed: true }, "unqualified"],
    [{ installed: true, signed: true }, "installed"],
    [{ signed: true, appointmentSat: true }, "customer"],
    [{ appointmentSat: true, knockAppointment: true }, "appointment_held"],
    [{ knockAppointment: true }, "appointment_scheduled"],
    [{ tagAppointment: true }, "appointment_scheduled"],
    [{ taggingAppointmentSet: true }, "lead"],
    [{}, "lead"],
  ] as const)("%o gives %s", (set, status) => {
    expect(deriveLeadStatus(flags(set))).toBe(status);
  });

  it("keeps a cancelled appointment out of the derived status but not out of the leads page", () => {
    const lead = flags({ cancelledAppointment: true, knockAppointment: true });
    expect(deriveLeadStatus(lead)).toBe("appointment_scheduled");
    expect(leadsPageStatus(lead)).toBe("cancelled");
    expect(leadsPageStatus(flags({ signed: true }))).toBe("customer");
  });
});

describe("processDots", () => {
  it("lights nothing for a new lead", () => {
    expect(Object.values(processDots(NO_LEAD_FLAGS))).toEqual([false, false, false, false]);
  });
  it.each([
    [{ knockAppointment: true }, [true, false, false, false]],
    [{ tagAppointment: true }, [true, false, false, false]],
    [{ appointmentSat: true }, [true, true, false, false]],
    [{ signed: true }, [true, true, true, false]],
    [{ installed: true }, [true, true, true, true]],
  ] as const)("%o lights %o", (set, lit) => {
    expect(Object.values(processDots(flags(set)))).toEqual(lit);
  });
});

describe("earnsRevenue", () => {
  it("is true for a signed deal that stands, installed or not, and false otherwise", () => {
    expect(DERIVED_LEAD_STATUSES.filter(earnsRevenue)).toEqual(["customer", "installed"]);
  });
});
