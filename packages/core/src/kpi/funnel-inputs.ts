import { LEAD_FACT_SERIES, type LeadFact } from "./lead-facts";

/**
 * Which steps of the funnel a rep has an input for (issue 21, decision 048): a figure whose input the rep
 * does not have is shown "–" ("Doors: not tracked"), not 0. A step has an input when the rep tracks a
 * metric that funnelCounts adds into it, or when their leads have produced it (a lead fact kept in their
 * history: an appointment booked, sat, a deal signed, an install). Doors and tags come only from typed
 * counts; every later step can also come from leads, so every industry can record it.
 */
export const FUNNEL_INPUT_STEPS = ["doors", "tags", "sets", "ran", "closes", "installs"] as const;
export type FunnelInputStep = (typeof FUNNEL_INPUT_STEPS)[number];
export type FunnelInputs = Record<FunnelInputStep, boolean>;

/** Every step tracked: for a caller that does not know the rep's inputs. */
export const EVERY_STEP_TRACKED: Readonly<FunnelInputs> = {
  doors: true,
  tags: true,
  sets: true,
  ran: true,
  closes: true,
  installs: true,
};

/** The metric names funnelCounts adds into each step (figures.ts; funnel-inputs.test.ts checks they agree). */
export const FUNNEL_STEP_METRICS: Record<FunnelInputStep, readonly string[]> = {
  doors: ["Doors Knocked"],
  tags: ["Tags Put"],
  sets: ["Knocking Appt Sets", "Appointments Set", "Tagging Appts Set"],
  ran: ["Appts Ran", "Tag Appts Ran"],
  closes: ["Deals Closed from Knocks", "Deals Closed", "Deals Closed from Tags"],
  installs: ["Deals Installed from Knocks", "Installs", "Services Started", "Deals Installed from Tags"],
};

/** The lead facts that feed each step (lead-facts.ts); a signed deal cancelled is an input of Closes too. */
export const FUNNEL_STEP_LEAD_FACTS: Record<FunnelInputStep, readonly LeadFact[]> = {
  doors: [],
  tags: [],
  sets: ["setKnock", "setTag"],
  ran: ["satKnock", "satTag"],
  closes: ["signedKnock", "signedTag", "cancelledKnock", "cancelledTag"],
  installs: ["installedKnock", "installedTag"],
};

/** Whether leads can produce a step at all: what any rep can record without a metric for it. */
export const leadsCanRecord = (step: FunnelInputStep) => FUNNEL_STEP_LEAD_FACTS[step].length > 0;

interface NameSet {
  has(name: string): boolean;
}

/**
 * Per step, whether the rep has an input for it: a tracked metric (an active definition, hidden on the
 * dashboard or not: the rep still enters it) that feeds it, or a lead fact of it among the rep's history's
 * series (`DailySums.series`, which holds a lead fact only while some lead still has that dated step).
 */
export function funnelInputs(tracked: NameSet, historySeries: NameSet): FunnelInputs {
  const out = {} as FunnelInputs;
  for (const step of FUNNEL_INPUT_STEPS) {
    out[step] =
      FUNNEL_STEP_METRICS[step].some((name) => tracked.has(name)) ||
      FUNNEL_STEP_LEAD_FACTS[step].some((fact) => historySeries.has(LEAD_FACT_SERIES[fact]));
  }
  return out;
}

/**
 * The steps a rep tracking these metrics can record at all: those a metric feeds, and those leads can
 * produce. The funnel shows "–" for any other step (every industry template records every step: tested).
 */
export function recordableSteps(metricNames: readonly string[]): FunnelInputs {
  const tracked = new Set(metricNames);
  const out = {} as FunnelInputs;
  for (const step of FUNNEL_INPUT_STEPS)
    out[step] = leadsCanRecord(step) || FUNNEL_STEP_METRICS[step].some((n) => tracked.has(n));
  return out;
}

/** An input a figure is built from: a funnel step, or "reach" (doors or tags, the funnel's first step). */
export type FigureInput = FunnelInputStep | "reach";

/**
 * The inputs each dashboard card figure is built from (decision 048): the figure reads "–", "not tracked",
 * when the rep tracks any of them not. Ratios of reach (doors per set, per hour) need doors or tags.
 */
export const FIGURE_INPUTS = {
  totalDoors: ["doors"],
  totalTags: ["tags"],
  doorsPerAppointment: ["doors", "sets"],
  tagsPerAppointment: ["tags", "sets"],
  appointmentHoldRate: ["sets", "ran"],
  dealsClosed: ["closes"],
  dealsInstalled: ["installs"],
  closeRateOfHeld: ["ran", "closes"],
  doorsPerSet: ["reach", "sets"],
  setsPerHour: ["sets"],
  doorsPerHour: ["reach"],
  appointmentsPerHour: ["sets"],
  dealsPerHour: ["closes"],
  doorKnockApptToSet: ["doors", "sets"],
  tagApptToSet: ["tags", "sets"],
  allAppointmentsToSet: ["reach", "sets"],
  doorKnockSetToClose: ["sets", "closes"],
  tagSetToClose: ["sets", "closes"],
  allAppointmentsToClose: ["sets", "closes"],
  doorKnockCloseToInstall: ["closes", "installs"],
  tagCloseToInstall: ["closes", "installs"],
  tagInstallRate: ["tags", "installs"],
  installRate: ["closes", "installs"],
} as const satisfies Record<string, readonly FigureInput[]>;
export type InputFigure = keyof typeof FIGURE_INPUTS;

/** Whether the rep tracks every input of a card figure. */
export function figureTracked(figure: InputFigure, inputs: FunnelInputs): boolean {
  return FIGURE_INPUTS[figure].every((input) => (input === "reach" ? inputs.doors || inputs.tags : inputs[input]));
}
