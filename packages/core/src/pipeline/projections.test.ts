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
      dealValueSource: "assumed",
      recordedDeals: 0,
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
      dealValueSource: "assumed",
      recordedDeals: 0,
      closedDeals: 3,
      closedRevenue: 9000,
      // 5 × 0.536 + 3 × 0.8 = 2.68 + 2.4
      expectedDeals: 5.08,
      // 5 × 1608 + 3 × 2400
      pipelineRevenue: 15240,
      projectedRevenue: 24240,
    });
  });

  it("once the rep records revenue on signed deals, a deal is worth their average: recorded deals at what they brought", () => {
    const book = [...leads(5, "knockAppointment"), ...leads(3, "signed")];
    // Two of the three signed deals brought $2,000.50 and $3,100 (2,550.25 on average: 2,550 a deal).
    const p = revenueProjection(countLeads(book), { cents: 200_050 + 310_000, deals: 2 });
    expect(p).toMatchObject({
      dealValue: 2550,
      dealValueSource: "recorded",
      recordedDeals: 2,
      closedDeals: 3,
      // What the two recorded, plus the third at the average: 5,100.50 rounds to 5,101, + 2,550.
      closedRevenue: 7651,
      // 5 × 0.67 × 0.8 × 2,550
      pipelineRevenue: 6834,
      projectedRevenue: 14485,
    });
  });

  it("no revenue recorded on a signed deal keeps the spec's 3,000, said to be assumed", () => {
    const p = revenueProjection(countLeads(leads(1, "signed")), { cents: 0, deals: 0 });
    expect(p).toMatchObject({ dealValue: 3000, dealValueSource: "assumed", closedRevenue: 3000 });
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
