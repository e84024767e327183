/**
 * The glossary: every figure a rep sees, defined once (issue 21, decision 043). Each entry names the
 * figure, says in a sentence what it is, how it is counted, which one function computes it, and the
 * screens that show it. Every screen and export reads the figure from that function; glossary.test.ts
 * checks that each figure the dashboard and the pipeline answer is defined here.
 */
export interface GlossaryEntry {
  /** The name a rep reads. */
  name: string;
  /** What it is, in a sentence a rep understands. */
  meaning: string;
  /** How it is counted. */
  counted: string;
  /** The one function that computes it (core). */
  computedBy: string;
  /** Where a rep sees it. */
  screens: readonly string[];
}

/**
 * Decision 047, shared by every entry shown as a dashboard card, a funnel strip step or a pipeline reached
 * count: tapping the figure opens the records it counts. Rates and ratios do not open.
 */
const OPENS_RECORDS =
  "Tapping the figure (a dashboard card, a funnel strip step, a pipeline reached count) opens the records it counts: its leads, and on the dashboard its typed days (decision 047)";

const TYPED_AND_LEADS =
  "What the rep typed in Daily Input or quick entry for the period, plus what their leads did in it, each lead step on its own day (lead-facts.ts).";

export const GLOSSARY = {
  doorsKnocked: {
    name: "Doors Knocked",
    meaning: "Doors you knocked.",
    counted: "The Doors Knocked you typed in the period.",
    computedBy: "funnelCounts().doors",
    screens: ["Dashboard card and funnel strip (Doors)", "Door Knocking Performance (Total Doors)", "Daily Input", OPENS_RECORDS],
  },
  tagsPut: {
    name: "Tags Put",
    meaning: "Door hangers (tags) you left.",
    counted: "The Tags Put you typed in the period.",
    computedBy: "funnelCounts().tags",
    screens: ["Dashboard card and funnel strip", "Tagging Performance (Total Tags)", "Daily Input", OPENS_RECORDS],
  },
  appointmentsSet: {
    name: "Appointments Set",
    meaning: "Appointments you booked, counted on the day you booked them.",
    counted: `${TYPED_AND_LEADS} A lead counts when its appointment is set, on its appointment-set day; by knock or by tag (Knocking Appt Sets, Tagging Appts Set).`,
    computedBy: "funnelCounts().sets (knockSets + tagSets); a card: metricCards()",
    screens: ["Dashboard cards and funnel strip (Sets)", "Daily Input", "Quick entry", OPENS_RECORDS],
  },
  appointmentsSat: {
    name: "Appts Ran",
    meaning: "Appointments that took place (sat), on the appointment's day.",
    counted: `${TYPED_AND_LEADS} A lead counts on the day its appointment sat.`,
    computedBy: "funnelCounts().ran; a card: metricCards()",
    screens: ["Dashboard cards and funnel strip (Sits)", "Daily Input", "Quick entry", OPENS_RECORDS],
  },
  noShows: {
    name: "No-shows",
    meaning: "Appointments where the customer was not there, counted on the appointment's day.",
    counted:
      "Appointments marked No-show (status no_show), each on its appointment's day in the rep's zone, as a sit is; marking one again Sat or Scheduled takes it back. It is not a sit and takes nothing from Appointments Set.",
    computedBy: "noShowsIn() (no-shows.ts), the dashboard's funnel.noShows",
    screens: ["Dashboard funnel strip (N no-show under Sits)"],
  },
  dealsClosed: {
    name: "Deals Closed",
    meaning: "Deals you signed that still stand.",
    counted: `${TYPED_AND_LEADS} A lead counts on the day it was signed; a signed deal cancelled later is taken off on the day it was cancelled, so past periods do not move and All Time equals the deals still standing.`,
    computedBy: "funnelCounts().closes; a card: metricCards(); the pipeline: countLeads().reached.dealsClosed",
    screens: [
      "Dashboard card, funnel strip (Closes) and Door Knocking Performance",
      "Pipeline funnel (Deals Closed), Revenue Projections, Conversion Insights",
      "Daily Input",
      OPENS_RECORDS,
    ],
  },
  dealsCancelled: {
    name: "Signed but Cancelled",
    meaning: "Signed deals that were cancelled.",
    counted: "Leads flagged signed but cancelled, on the day they were cancelled (dashboard); every such lead (pipeline).",
    computedBy: "funnelCounts().dealsCancelled; the pipeline: cancellationFigures()",
    screens: ["Pipeline Cancellations", "Dashboard (answer field funnel.dealsCancelled)"],
  },
  installs: {
    name: "Installs",
    meaning: "Deals installed (Services Started or Accounts Serviced in pest control).",
    counted: `${TYPED_AND_LEADS} A lead counts on the day it was ticked installed.`,
    computedBy: "funnelCounts().installs; a card: metricCards()",
    screens: [
      "Dashboard card and funnel strip",
      "Door Knocking Performance (Deals Installed)",
      "Pipeline (Installed)",
      OPENS_RECORDS,
    ],
  },
  appointmentHoldRate: {
    name: "Appointment Hold Rate",
    meaning: "Of the appointments set, the share that sat.",
    counted:
      "Sits over appointments set, in percent with one decimal; no rate (–) with none set or more sits than sets. The dashboard's over the period; the pipeline's over every lead (sat among those that reached an appointment).",
    computedBy: "conversionOrNull(ran, sets) in performanceFigures() and appointmentEfficiency(); conversionInsights().showRate",
    screens: ["Door Knocking Performance", "Appointment Efficiency", "Pipeline Conversion Insights"],
  },
  closeRate: {
    name: "Close Rate",
    meaning: "Of the appointments set, the share that became deals closed.",
    counted: "Deals Closed over Appointments Set, in percent; no rate (–) above 100% or with none set.",
    computedBy: "conversionRates().allAppointmentsToClose",
    screens: ["Conversion Metrics (All Appointments to Close; Close Rate in the single-stream view)"],
  },
  closeRateOfHeld: {
    name: "Close Rate of Held",
    meaning: "Of the appointments that sat, the share that became deals closed.",
    counted:
      "Deals Closed over sits, in percent; no rate (–) above 100% or with no sit. The pipeline's counts deals still standing among leads that sat.",
    computedBy: "appointmentEfficiency().closeRateOfHeld; conversionInsights().closeRate",
    screens: ["Appointment Efficiency", "Pipeline Conversion Insights (Close rate)"],
  },
  doorsPerAppointment: {
    name: "Doors per Appointment",
    meaning: "How many doors it takes to set one appointment: a ratio, shown as N : 1, which may pass 1.",
    counted: "Doors over knocking appointments set; none (–) without an appointment, or when the rep tracks no doors.",
    computedBy: "performanceFigures().doorsPerAppointment",
    screens: ["Door Knocking Performance"],
  },
  doorsPerSet: {
    name: "Doors per Set",
    meaning: "How many doors (and tags) it takes to set one appointment.",
    counted:
      "Doors plus tags over appointments set in the period, one decimal; none (–) with no appointment set, or when the rep tracks neither doors nor tags, or no sets.",
    computedBy: "appointmentEfficiency().doorsPerSet",
    screens: ["Appointment Efficiency"],
  },
  doorsPerHour: {
    name: "Doors per Hour",
    meaning: "Doors (and tags) per hour worked.",
    counted:
      "Doors plus tags over the Hours Worked logged in the period, one decimal; none (–) without hours, or when the rep tracks neither doors nor tags.",
    computedBy: "productivityFigures().doorsPerHour",
    screens: ["Productivity Metrics"],
  },
  stepConversion: {
    name: "Funnel step %",
    meaning: "Of the leads that reached the step before, the share that reached this one.",
    counted:
      "Pipeline: leads that got at least this far over leads that got at least to the step before (never above 100%). Dashboard strip: the step's count over the step before's; no rate (–) above 100%, or when either step is not tracked.",
    computedBy: "pipelineStageFigures().conversion; funnelSteps().conversion",
    screens: ["Pipeline funnel", "Dashboard funnel strip"],
  },
  notTracked: {
    name: "Not tracked",
    meaning: "A step of the funnel you have no way of recording yet, shown – rather than 0.",
    counted:
      "A funnel step is tracked when the rep tracks a metric that feeds it, or their leads have done it (an appointment booked, sat, a deal signed, an install); otherwise its figure, every rate into or out of it, and every card figure built from it (FIGURE_INPUTS, e.g. Total Doors, Doors per Set, Doors per Hour) is –.",
    computedBy: "funnelInputs() (funnel-inputs.ts), the dashboard's funnelInputs; funnelSteps(); figureTracked()",
    screens: [
      "Dashboard funnel strip (e.g. Sets: not tracked)",
      "Door Knocking, Tagging Performance, Appointment Efficiency, Productivity and Conversion Metrics (e.g. Total Doors: not tracked)",
    ],
  },
  stageNow: {
    name: "Here now",
    meaning: "Leads at this step today (their furthest step, not cancelled).",
    counted:
      "Each lead once, by PIPELINE_PLACE_RULES; a lead whose appointment was cancelled is back among the Leads until it sits.",
    computedBy: "stageCounts()",
    screens: ["Pipeline funnel (N here now)", "Revenue Projections (open appointments)"],
  },
  projectedRevenue: {
    name: "Projected Revenue",
    meaning: "Deals closed at the deal value plus what the open appointments should bring.",
    counted: "Deals Closed × 3,000 + (appointments set now × 0.67 × 0.8 + sat now × 0.8) × 3,000.",
    computedBy: "revenueProjection()",
    screens: ["Pipeline Revenue Projections"],
  },
} as const satisfies Record<string, GlossaryEntry>;

export type FigureId = keyof typeof GLOSSARY;
