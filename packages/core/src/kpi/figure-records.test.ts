import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_LEAD_FLAGS } from "../clients/lead-status";
import { funnelSteps } from "./analytics-figures";
import { dailySumsOf, totalsIn } from "./daily-sums";
import {
  FUNNEL_STEP_IDS,
  figureFunction,
  leadFactRecords,
  leadFactsOnly,
  leadReached,
  typedDays,
  typedOnly,
} from "./figure-records";
import { funnelCounts } from "./figures";
import { type DatedLead, isLeadFactSeries, LEAD_FACT_SERIES, leadFactEntries } from "./lead-facts";
import { metricCards } from "./metric-parts";

const METRICS = [
  "Doors Knocked",
  "Tags Put",
  "Knocking Appt Sets",
  "Tagging Appts Set",
  "Appts Ran",
  "Deals Closed",
  "Deals Closed from Tags",
  "Installs",
];
const SERIES = [...METRICS, ...Object.values(LEAD_FACT_SERIES)];
const DAYS = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"];

const entries = fc.array(
  fc.record({
    name: fc.constantFrom(...SERIES),
    day: fc.constantFrom(...DAYS),
    cents: fc.integer({ min: 0, max: 5000 }).map((n) => n * 100),
  }),
  { maxLength: 40 },
);
const tracked = new Set([
  "Doors Knocked",
  "Tags Put",
  "Knocking Appt Sets",
  "Tagging Appts Set",
  "Appts Ran",
  "Deals Closed",
  "Installs",
]);
const range = { startDate: "2026-03-02", endDate: "2026-03-04" };

describe("a figure's records", () => {
  it("typed days plus lead facts add up to each card and each funnel step, as the dashboard computes them", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const sums = dailySumsOf(list);
        const totals = totalsIn(sums, range);
        const cards = metricCards(
          [...tracked].map((name, i) => ({ definitionId: i, name, unit: "count" })),
          totals,
          null,
        );
        const steps = funnelSteps(funnelCounts(totals));
        const selectors = [
          ...cards.map((c) => ({ selector: { metric: c.name }, shown: c.total })),
          ...FUNNEL_STEP_IDS.map((id) => ({ selector: { step: id }, shown: steps.find((s) => s.id === id)?.value ?? NaN })),
        ];
        for (const { selector, shown } of selectors) {
          const figure = figureFunction(selector, tracked);
          const days = typedDays(sums, range, figure).reduce((sum, d) => sum + d.value, 0);
          // Each lead fact of the period counted alone, as the server counts a lead's facts.
          const facts = list
            .filter((e) => isLeadFactSeries(e.name) && e.day >= range.startDate)
            .reduce((sum, e) => sum + figure({ [e.name]: e.cents / 100 }), 0);
          expect(days).toBe(figure(typedOnly(totals)));
          expect(facts).toBe(figure(leadFactsOnly(totals)));
          expect(days + facts).toBe(shown);
        }
      }),
    );
  });

  it("lists a signed deal cancelled in the period as one taken off Deals Closed", () => {
    const lead: DatedLead = {
      flags: { ...NO_LEAD_FLAGS, knockAppointment: true, appointmentSat: true, signedButCanceled: true },
      appointmentSetDate: "2026-03-01",
      satDate: "2026-03-02",
      signedDate: "2026-03-02",
      installedDate: null,
      cancelledDate: "2026-03-03",
    };
    expect(leadFactEntries(lead)).toHaveLength(4);
    const closes = figureFunction({ metric: "Deals Closed" }, tracked);
    expect(leadFactRecords(lead, range, closes)).toEqual([
      { fact: "signedKnock", date: "2026-03-02", delta: 1 },
      { fact: "cancelledKnock", date: "2026-03-03", delta: -1 },
    ]);
    // The set day is before the range: not listed under Sets.
    expect(leadFactRecords(lead, range, figureFunction({ step: "sets" }, tracked))).toEqual([]);
    expect(leadFactRecords(lead, null, figureFunction({ step: "sets" }, tracked))).toEqual([
      { fact: "setKnock", date: "2026-03-01", delta: 1 },
    ]);
  });

  it("reads a pipeline step's reached leads with the pipeline's own rule", () => {
    const cancelled = { ...NO_LEAD_FLAGS, knockAppointment: true, signedButCanceled: true };
    expect(leadReached(cancelled, "appointmentsSet")).toBe(true);
    expect(leadReached(cancelled, "dealsClosed")).toBe(false);
    expect(leadReached({ ...NO_LEAD_FLAGS, installed: true }, "appointmentsSat")).toBe(true);
  });
});
