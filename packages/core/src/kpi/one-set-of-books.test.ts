import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_FLAG_NAMES, type LeadFlagName, NO_LEAD_FLAGS } from "../clients/lead-status";
import { countLeads } from "../pipeline/stages";
import { dailySumsOf, totalsIn } from "./daily-sums";
import { conversionRates, funnelCounts, performanceFigures } from "./figures";
import { type DatedLead, datedLeadAfter, leadFactEntries } from "./lead-facts";
import { metricCards } from "./metric-parts";

/**
 * Issue 21's property: random sequences of a rep's actions (typed counts, leads added, appointments
 * set, sat, deals signed and cancelled, installs, ticks undone) against a plain model of the glossary,
 * kept as running counters per day. Every figure function must agree with the model, over any period,
 * and no conversion may pass 100%.
 */
const DAYS = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"];
const STEP_FLAGS = ["knockAppointment", "tagAppointment", "appointmentSat", "signed", "installed", "signedButCanceled"] as const;
type StepFlag = (typeof STEP_FLAGS)[number];

type Action =
  | { kind: "type"; day: number; metric: "Knocking Appt Sets" | "Appts Ran" | "Deals Closed" | "Doors Knocked"; value: number }
  | { kind: "addLead"; day: number }
  | { kind: "flag"; day: number; lead: number; flag: StepFlag; on: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant("type" as const),
    day: fc.nat(DAYS.length - 1),
    metric: fc.constantFrom(
      "Knocking Appt Sets" as const,
      "Appts Ran" as const,
      "Deals Closed" as const,
      "Doors Knocked" as const,
    ),
    value: fc.nat(20),
  }),
  fc.record({ kind: fc.constant("addLead" as const), day: fc.nat(DAYS.length - 1) }),
  fc.record({
    kind: fc.constant("flag" as const),
    day: fc.nat(DAYS.length - 1),
    lead: fc.nat(9),
    flag: fc.constantFrom(...STEP_FLAGS),
    on: fc.boolean(),
  }),
);

/** The plain model: per day, what each step counts, kept by hand as the actions happen. */
class Model {
  typed = new Map<string, number>();
  steps = new Map<string, number>();
  bump(step: string, day: string, by: number) {
    const key = `${step}|${day}`;
    this.steps.set(key, (this.steps.get(key) ?? 0) + by);
  }
  count(step: string, days: readonly string[]) {
    return days.reduce((n, d) => n + (this.steps.get(`${step}|${d}`) ?? 0), 0);
  }
  typedIn(metric: string, days: readonly string[]) {
    return days.reduce((n, d) => n + (this.typed.get(`${metric}|${d}`) ?? 0), 0);
  }
}

interface ModelLead {
  flags: Record<StepFlag, boolean>;
  setDay: string | null;
  satDay: string | null;
  signedDay: string | null;
  cancelledDay: string | null;
  installedDay: string | null;
}

function play(actions: Action[]) {
  const model = new Model();
  const leads: DatedLead[] = [];
  const shadow: ModelLead[] = [];
  for (const a of actions) {
    const today = DAYS[a.day] ?? "";
    if (a.kind === "type") {
      // A save replaces the day's value, as Daily Input does.
      model.typed.set(`${a.metric}|${today}`, a.value);
    } else if (a.kind === "addLead") {
      leads.push({
        flags: { ...NO_LEAD_FLAGS },
        appointmentSetDate: null,
        signedDate: null,
        satDate: null,
        installedDate: null,
        cancelledDate: null,
      });
      shadow.push({
        flags: {
          knockAppointment: false,
          tagAppointment: false,
          appointmentSat: false,
          signed: false,
          installed: false,
          signedButCanceled: false,
        },
        setDay: null,
        satDay: null,
        signedDay: null,
        cancelledDay: null,
        installedDay: null,
      });
    } else {
      const i = a.lead % Math.max(1, leads.length);
      const lead = leads[i];
      const m = shadow[i];
      if (!lead || !m) continue;
      leads[i] = datedLeadAfter(lead, { [a.flag]: a.on } as Partial<Record<LeadFlagName, boolean>>, today);
      // The model, by hand: a step counts once on the day it first happened; undoing it takes it back from
      // that day; a cancellation takes its deal off on its own day.
      const wasSet = m.flags.knockAppointment || m.flags.tagAppointment;
      const wasDeal = m.flags.signed || m.flags.installed || m.flags.signedButCanceled;
      m.flags[a.flag] = a.on;
      const isSet = m.flags.knockAppointment || m.flags.tagAppointment;
      const isDeal = m.flags.signed || m.flags.installed || m.flags.signedButCanceled;
      if (!wasSet && isSet && m.setDay === null) m.setDay = today;
      if (!wasDeal && isDeal) m.signedDay = today;
      if (wasDeal && !isDeal) m.signedDay = null;
      if (a.flag === "appointmentSat") m.satDay = a.on ? (m.satDay ?? today) : null;
      if (a.flag === "installed") m.installedDay = a.on ? (m.installedDay ?? today) : null;
      if (a.flag === "signedButCanceled") m.cancelledDay = a.on ? (m.cancelledDay ?? today) : null;
    }
  }
  // The model's counts from the shadow leads' days (each lead's steps where they stand now).
  for (const m of shadow) {
    const tag = m.flags.tagAppointment && !m.flags.knockAppointment;
    const src = tag ? "tag" : "knock";
    if ((m.flags.knockAppointment || m.flags.tagAppointment) && m.setDay) model.bump(`set:${src}`, m.setDay, 1);
    if (m.flags.appointmentSat && m.satDay) model.bump(`sat:${src}`, m.satDay, 1);
    if (m.signedDay) model.bump(`closed:${src}`, m.signedDay, 1);
    if (m.signedDay && m.flags.signedButCanceled && m.cancelledDay) {
      model.bump(`closed:${src}`, m.cancelledDay, -1);
      model.bump("cancelled", m.cancelledDay, 1);
    }
    if (m.flags.installed && m.installedDay) model.bump(`installed:${src}`, m.installedDay, 1);
  }
  return { model, leads };
}

describe("one set of books (property)", () => {
  it("every figure function agrees with a plain model of the glossary, over any period, and no rate passes 100%", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), fc.nat(DAYS.length - 1), fc.nat(DAYS.length - 1), (actions, a, b) => {
        const { model, leads } = play(actions);
        const period = DAYS.slice(Math.min(a, b), Math.max(a, b) + 1);
        const range = { startDate: period[0] ?? "", endDate: period.at(-1) ?? "" };
        const typedEntries = [...model.typed].map(([key, value]) => {
          const [name = "", day = ""] = key.split("|");
          return { name, day, cents: value * 100 };
        });
        const totals = totalsIn(dailySumsOf([...typedEntries, ...leads.flatMap(leadFactEntries)]), range);
        const funnel = funnelCounts(totals);
        const expected = {
          doors: model.typedIn("Doors Knocked", period),
          sets: model.typedIn("Knocking Appt Sets", period) + model.count("set:knock", period) + model.count("set:tag", period),
          ran: model.typedIn("Appts Ran", period) + model.count("sat:knock", period) + model.count("sat:tag", period),
          closes: model.typedIn("Deals Closed", period) + model.count("closed:knock", period) + model.count("closed:tag", period),
          installs: model.count("installed:knock", period) + model.count("installed:tag", period),
          dealsCancelled: model.count("cancelled", period),
        };
        expect(funnel).toMatchObject(expected);
        const cards = metricCards(
          ["Doors Knocked", "Knocking Appt Sets", "Appts Ran", "Deals Closed", "Installs"].map((name, i) => ({
            definitionId: i,
            name,
            unit: "count",
          })),
          totals,
          null,
        );
        const card = (name: string) => cards.find((c) => c.name === name)?.total;
        expect([card("Knocking Appt Sets"), card("Appts Ran"), card("Deals Closed"), card("Installs")]).toEqual([
          expected.sets,
          expected.ran,
          expected.closes,
          expected.installs,
        ]);
        expect(performanceFigures(totals).dealsClosed).toBe(expected.closes);
        for (const rate of Object.values(conversionRates(totals))) if (rate !== null) expect(rate).toBeLessThanOrEqual(100);
        // All Time's deals closed from leads are the pipeline's deals still standing (no unqualified or not
        // interested flags are played here).
        const allTime = funnelCounts(totalsIn(dailySumsOf(leads.flatMap(leadFactEntries)), null));
        const pipeline = countLeads(leads.map((l) => ({ ...NO_LEAD_FLAGS, ...l.flags })));
        expect(allTime.closes).toBe(pipeline.reached.dealsClosed);
      }),
      { numRuns: 400 },
    );
  });

  it("knows every flag it plays", () => {
    for (const f of STEP_FLAGS) expect(LEAD_FLAG_NAMES).toContain(f);
  });
});
