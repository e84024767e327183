import { describe, expect, it } from "vitest";
import { type LeadFlagName, NO_LEAD_FLAGS } from "../clients/lead-status";
import { conversionInsights, insightSentences, NOT_ENOUGH_DATA } from "./insights";
import { countLeads } from "./stages";

const leads = (n: number, ...set: LeadFlagName[]) =>
  Array.from({ length: n }, () => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) }));

describe("conversionInsights: the rep's own rates instead of the fixed 75% and 67%", () => {
  it("zero leads: no rate, and both sentences say there is not enough data yet", () => {
    const insights = conversionInsights(countLeads([]));
    expect(insights).toEqual({ appointmentsSet: 0, appointmentsSat: 0, dealsClosed: 0, showRate: null, closeRate: null });
    expect(insightSentences(insights)).toEqual({
      showRate: `Appointment Hold Rate: ${NOT_ENOUGH_DATA}`,
      closeRate: `Close rate: ${NOT_ENOUGH_DATA}`,
    });
  });

  it("leads without an appointment give no rate", () => {
    expect(conversionInsights(countLeads(leads(7)))).toMatchObject({ showRate: null, closeRate: null });
  });

  it("appointments set but none sat: a show rate of 0, no close rate yet", () => {
    const insights = conversionInsights(countLeads(leads(3, "knockAppointment")));
    expect(insights).toMatchObject({ showRate: 0, closeRate: null });
    expect(insightSentences(insights).closeRate).toBe(`Close rate: ${NOT_ENOUGH_DATA}`);
  });

  it("show rate = sat / set and close rate = deals closed / sat, over every lead that reached the step", () => {
    const book = [
      ...leads(6, "knockAppointment"),
      ...leads(2, "tagAppointment", "appointmentSat"),
      ...leads(1, "appointmentSat", "notInterested"),
      ...leads(2, "signed"),
      ...leads(1, "installed"),
    ];
    // Set 12, sat 6 (2 + 1 + 2 + 1), signed 3.
    const insights = conversionInsights(countLeads(book));
    expect(insights).toEqual({ appointmentsSet: 12, appointmentsSat: 6, dealsClosed: 3, showRate: 50, closeRate: 50 });
    expect(insightSentences(insights)).toEqual({
      showRate: "50.0% of your appointments sat (6 sat of 12 set).",
      closeRate: "You close 50.0% of the appointments you sit (3 deals closed from 6 sits).",
    });
  });

  it("a cancelled deal sat but is no deal closed", () => {
    const insights = conversionInsights(countLeads([...leads(1, "signed"), ...leads(1, "signed", "signedButCanceled")]));
    expect(insights).toMatchObject({ appointmentsSat: 2, dealsClosed: 1, closeRate: 50 });
  });

  it("rounds to one decimal", () => {
    const insights = conversionInsights(countLeads([...leads(2, "knockAppointment"), ...leads(1, "appointmentSat")]));
    expect(insights.showRate).toBe(33.3);
  });
});
