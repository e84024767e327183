import { describe, expect, it } from "vitest";
import { type LeadFlagName, NO_LEAD_FLAGS } from "../clients/lead-status";
import { REVENUE_PROJECTION, revenueProjection } from "./projections";
import { countLeads } from "./stages";

const leads = (n: number, ...set: LeadFlagName[]) =>
  Array.from({ length: n }, () => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) }));

describe("revenueProjection (spec section 9: 3,000 a deal, 0.67 show factor, 80% close target)", () => {
  it("zero leads: every figure 0, none NaN", () => {
    expect(revenueProjection(countLeads([]))).toEqual({
      ...REVENUE_PROJECTION,
      closedDeals: 0,
      closedRevenue: 0,
      expectedDeals: 0,
      pipelineRevenue: 0,
      projectedRevenue: 0,
    });
  });

  it("a set appointment is worth 3000 × 0.67 × 0.8 = 1,608 dollars, a sat one 3000 × 0.8 = 2,400", () => {
    expect(revenueProjection(countLeads(leads(1, "knockAppointment"))).pipelineRevenue).toBe(1608);
    expect(revenueProjection(countLeads(leads(1, "appointmentSat"))).pipelineRevenue).toBe(2400);
  });

  it("signed and installed deals count at 3,000; leads and cancellations bring nothing", () => {
    const book = [
      ...leads(10),
      ...leads(5, "knockAppointment"),
      ...leads(3, "appointmentSat"),
      ...leads(2, "signed"),
      ...leads(1, "installed"),
      ...leads(4, "signedButCanceled", "signed"),
      ...leads(2, "notInterested", "appointmentSat"),
    ];
    expect(revenueProjection(countLeads(book))).toEqual({
      ...REVENUE_PROJECTION,
      closedDeals: 3,
      closedRevenue: 9000,
      // 5 × 0.536 + 3 × 0.8 = 2.68 + 2.4
      expectedDeals: 5.08,
      // 5 × 1608 + 3 × 2400
      pipelineRevenue: 15240,
      projectedRevenue: 24240,
    });
  });

  it("an appointment cancelled is no open appointment: it brings nothing until it is booked again", () => {
    expect(revenueProjection(countLeads(leads(1, "knockAppointment", "cancelledAppointment")))).toMatchObject({
      expectedDeals: 0,
      projectedRevenue: 0,
    });
  });

  it("stays whole dollars for a large book", () => {
    const p = revenueProjection(countLeads([...leads(4999, "knockAppointment"), ...leads(3, "appointmentSat")]));
    expect(p.pipelineRevenue).toBe(4999 * 1608 + 3 * 2400);
    expect(Number.isInteger(p.projectedRevenue)).toBe(true);
  });
});
