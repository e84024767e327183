import { describe, expect, it } from "vitest";
import { LEAD_FLAG_NAMES, type LeadFlagName, type LeadFlags, NO_LEAD_FLAGS } from "../clients/lead-status";
import { countLeads, emptyPipelineCounts, PIPELINE_STAGE_KEYS, pipelinePlaceOf, stageCounts } from "./stages";

const lead = (...set: LeadFlagName[]): LeadFlags => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) });

describe("pipelinePlaceOf (spec section 4, decision 043)", () => {
  it("Leads: no flags", () => {
    expect(pipelinePlaceOf(lead())).toBe("leads");
  });

  it("flags that name no stage leave a lead in Leads (tagging, cancelled appointment)", () => {
    for (const f of [
      "taggingAppointmentSet",
      "taggingAppointmentClosed",
      "taggingSignedDeal",
      "tagInstalls",
      "cancelledAppointment",
    ] as const)
      expect(pipelinePlaceOf(lead(f)), f).toBe("leads");
  });

  it("Appointments Set: set by knock or tag, not sat, signed or installed", () => {
    expect(pipelinePlaceOf(lead("knockAppointment"))).toBe("appointmentsSet");
    expect(pipelinePlaceOf(lead("tagAppointment"))).toBe("appointmentsSet");
  });

  it("a cancelled appointment is no open appointment: the lead is back among the Leads until it sits", () => {
    expect(pipelinePlaceOf(lead("knockAppointment", "tagAppointment", "cancelledAppointment"))).toBe("leads");
    expect(pipelinePlaceOf(lead("knockAppointment", "cancelledAppointment", "appointmentSat"))).toBe("appointmentsSat");
    expect(pipelinePlaceOf(lead("knockAppointment", "cancelledAppointment", "signed"))).toBe("dealsClosed");
  });

  it("Appointments Sat: sat, with or without the set flag, not signed or installed", () => {
    expect(pipelinePlaceOf(lead("appointmentSat"))).toBe("appointmentsSat");
    expect(pipelinePlaceOf(lead("knockAppointment", "appointmentSat"))).toBe("appointmentsSat");
  });

  it("Deals Closed: signed, not installed", () => {
    expect(pipelinePlaceOf(lead("signed"))).toBe("dealsClosed");
    expect(pipelinePlaceOf(lead("knockAppointment", "appointmentSat", "signed"))).toBe("dealsClosed");
  });

  it("Installed: installed, signed or not", () => {
    expect(pipelinePlaceOf(lead("installed"))).toBe("installed");
    expect(pipelinePlaceOf(lead("knockAppointment", "appointmentSat", "signed", "installed"))).toBe("installed");
  });

  it("unqualified, not interested and signed but cancelled are their cancellation group, whatever else is set", () => {
    const everything = LEAD_FLAG_NAMES.filter((f) => f !== "unqualified" && f !== "notInterested" && f !== "signedButCanceled");
    const groups = {
      unqualified: "unqualified",
      notInterested: "notInterested",
      signedButCanceled: "signedButCancelled",
    } as const;
    for (const [f, place] of Object.entries(groups) as [keyof typeof groups, string][]) {
      expect(pipelinePlaceOf(lead(f)), f).toBe(place);
      expect(pipelinePlaceOf(lead(f, ...everything)), `${f} with every stage flag`).not.toSatisfy((p: string) =>
        (PIPELINE_STAGE_KEYS as readonly string[]).includes(p),
      );
    }
  });
});

describe("countLeads and stageCounts", () => {
  it("zero leads: every count 0", () => {
    expect(countLeads([])).toEqual(emptyPipelineCounts());
    expect(stageCounts(countLeads([]))).toEqual({
      leads: 0,
      appointmentsSet: 0,
      appointmentsSat: 0,
      dealsClosed: 0,
      installed: 0,
    });
  });

  it("each lead counts in one place; reached counts follow the process dots, deals only while standing", () => {
    const counts = countLeads([
      lead(),
      lead("knockAppointment"),
      lead("tagAppointment", "appointmentSat"),
      lead("signed"),
      lead("installed"),
      lead("notInterested", "appointmentSat"),
      lead("signedButCanceled", "signed"),
    ]);
    expect(stageCounts(counts)).toEqual({ leads: 1, appointmentsSet: 1, appointmentsSat: 1, dealsClosed: 1, installed: 1 });
    expect(counts.byPlace).toMatchObject({ notInterested: 1, signedButCancelled: 1, unqualified: 0 });
    // Set: knock, tag+sat, signed, installed, notInterested+sat, sbc+signed = 6; sat: 5; closed: signed and
    // installed (the cancelled deal is not standing) = 2; installed 1.
    expect(counts.reached).toEqual({ leads: 7, appointmentsSet: 6, appointmentsSat: 5, dealsClosed: 2, installed: 1 });
  });

  it("every combination of the flags: each step's leads are among the step before's", () => {
    const n = LEAD_FLAG_NAMES.length;
    const book: LeadFlags[] = [];
    for (let bits = 0; bits < 1 << n; bits++)
      book.push(Object.fromEntries(LEAD_FLAG_NAMES.map((f, i) => [f, (bits & (1 << i)) !== 0])) as LeadFlags);
    for (const one of book) {
      const r = countLeads([one]).reached;
      const steps = [r.leads, r.appointmentsSet, r.appointmentsSat, r.dealsClosed, r.installed];
      for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1] ?? 0);
    }
  });
});
