import { describe, expect, it } from "vitest";
import { LEAD_FLAG_NAMES, type LeadFlagName, type LeadFlags, NO_LEAD_FLAGS } from "../clients/lead-status";
import { countLeads, emptyPipelineCounts, pipelineStageOf, stageCounts } from "./stages";

const lead = (...set: LeadFlagName[]): LeadFlags => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) });

describe("pipelineStageOf (spec section 4)", () => {
  it("Leads: no flags", () => {
    expect(pipelineStageOf(lead())).toBe("leads");
  });

  it("flags that name no stage leave a lead in Leads (tagging, cancelled appointment)", () => {
    for (const f of [
      "taggingAppointmentSet",
      "taggingAppointmentClosed",
      "taggingSignedDeal",
      "tagInstalls",
      "cancelledAppointment",
    ] as const)
      expect(pipelineStageOf(lead(f)), f).toBe("leads");
  });

  it("Appointments Set: set by knock or tag, not sat, signed or installed", () => {
    expect(pipelineStageOf(lead("knockAppointment"))).toBe("appointmentsSet");
    expect(pipelineStageOf(lead("tagAppointment"))).toBe("appointmentsSet");
    expect(pipelineStageOf(lead("knockAppointment", "tagAppointment", "cancelledAppointment"))).toBe("appointmentsSet");
  });

  it("Appointments Sat: sat, with or without the set flag, not signed or installed", () => {
    expect(pipelineStageOf(lead("appointmentSat"))).toBe("appointmentsSat");
    expect(pipelineStageOf(lead("knockAppointment", "appointmentSat"))).toBe("appointmentsSat");
  });

  it("Deals Closed: signed, not installed", () => {
    expect(pipelineStageOf(lead("signed"))).toBe("dealsClosed");
    expect(pipelineStageOf(lead("knockAppointment", "appointmentSat", "signed"))).toBe("dealsClosed");
  });

  it("Installed: installed, signed or not", () => {
    expect(pipelineStageOf(lead("installed"))).toBe("installed");
    expect(pipelineStageOf(lead("knockAppointment", "appointmentSat", "signed", "installed"))).toBe("installed");
  });

  it("unqualified, not interested and signed but cancelled are in no stage, whatever else is set", () => {
    const everything = LEAD_FLAG_NAMES.filter((f) => f !== "unqualified" && f !== "notInterested" && f !== "signedButCanceled");
    for (const f of ["unqualified", "notInterested", "signedButCanceled"] as const) {
      expect(pipelineStageOf(lead(f)), f).toBeNull();
      expect(pipelineStageOf(lead(f, ...everything)), `${f} with every stage flag`).toBeNull();
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

  it("each lead counts in one stage or status; reached counts follow the process dots", () => {
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
    expect(counts.byStatus).toMatchObject({ not_interested: 1, cancelled: 1, unqualified: 0 });
    // Set: knock, tag+sat, signed, installed, notInterested+sat, sbc+signed = 6; sat: 5; signed: 3.
    expect(counts.reached).toEqual({ set: 6, sat: 5, signed: 3 });
  });
});
