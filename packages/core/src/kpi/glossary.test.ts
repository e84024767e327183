import { describe, expect, it } from "vitest";
import { type FinanceSummary, financeSummary } from "../finance/summary";
import { dashboardSchema } from "../schemas/dashboard";
import { GLOSSARY } from "./glossary";

/** The dashboard answer's figure fields, each the glossary entry that defines it. */
const DEFINED_BY: Record<string, keyof typeof GLOSSARY> = {
  doors: "doorsKnocked",
  tags: "tagsPut",
  sets: "appointmentsSet",
  ran: "appointmentsSat",
  closes: "dealsClosed",
  installs: "installs",
  dealsCancelled: "dealsCancelled",
  noShows: "noShows",
  doorsPerAppointment: "doorsPerAppointment",
  tagsPerAppointment: "doorsPerAppointment",
  appointmentHoldRate: "appointmentHoldRate",
  dealsClosed: "dealsClosed",
  dealsInstalled: "installs",
  totalDoors: "doorsKnocked",
  totalTags: "tagsPut",
  allAppointmentsToClose: "closeRate",
};

/** The Finance summary's fields, each the glossary entry that defines it. */
const FINANCE_DEFINED_BY: Record<keyof FinanceSummary, keyof typeof GLOSSARY> = {
  totalRevenueCents: "totalRevenue",
  totalExpensesCents: "totalExpenses",
  personalExpensesCents: "totalExpenses",
  mileageDeductionCents: "mileageDeduction",
  netProfitCents: "netProfit",
  milesHundredths: "milesLogged",
  businessMilesHundredths: "milesLogged",
  categoryBreakdown: "categorySpend",
};

describe("the glossary", () => {
  it("defines every figure the dashboard answers in its funnel and performance, and the close rate", () => {
    const fields = [
      ...Object.keys(dashboardSchema.shape.funnel.shape),
      ...Object.keys(dashboardSchema.shape.performance.shape),
      "allAppointmentsToClose",
    ];
    for (const field of fields) expect(GLOSSARY[DEFINED_BY[field] ?? ("" as keyof typeof GLOSSARY)], field).toBeDefined();
  });

  it("defines every figure the Finance summary answers, each computed by financeSummary()", () => {
    const fields = Object.keys(financeSummary({ expenses: [], mileage: [], revenue: [] })) as (keyof FinanceSummary)[];
    for (const field of fields) {
      const entry = GLOSSARY[FINANCE_DEFINED_BY[field]];
      expect(entry, field).toBeDefined();
      expect(entry.computedBy, field).toContain(`financeSummary().${field}`);
    }
  });

  it("gives every entry a name, a meaning, a counting rule, a function and a screen, and no two entries one name", () => {
    const names = new Set<string>();
    for (const [id, entry] of Object.entries(GLOSSARY)) {
      expect(
        [entry.name, entry.meaning, entry.counted, entry.computedBy].every((t) => t.length > 0),
        id,
      ).toBe(true);
      expect(entry.screens.length, id).toBeGreaterThan(0);
      expect(names.has(entry.name), entry.name).toBe(false);
      names.add(entry.name);
    }
  });
});
