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

/** The finance figures' shared counting rule (finance/periods.ts, finance/money.ts). */
const FINANCE_COUNTED =
  "Over the Finance tab's period in your time zone (Week: the last 7 days, today included; Month and Year: the whole calendar month or year); every amount in whole cents, never rounded on the way.";
const FINANCE_CARDS = "Finance (/expenses) summary cards";
const FINANCE_EXPORT = "Finance export CSV (/api/export/expenses?year=)";

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
    meaning: "Deals closed at what they brought plus what the open appointments should bring.",
    counted:
      "The revenue recorded on signed, standing deals + the deal value for each such deal with none recorded + (appointments set now × 0.67 × 0.8 + sat now × 0.8) × the deal value. The deal value is the rep's average revenue per signed deal with revenue recorded (whole dollars); 3,000 (the spec's, an assumption) until there is one.",
    computedBy: "revenueProjection()",
    screens: ["Pipeline Revenue Projections"],
  },
  totalRevenue: {
    name: "Total Revenue",
    meaning: "Money you earned in the period: commissions, bonuses, payments you logged.",
    counted: `${FINANCE_COUNTED} The revenue entries dated in the period, added in cents.`,
    computedBy: "financeSummary().totalRevenueCents (finance/summary.ts)",
    screens: [FINANCE_CARDS, FINANCE_EXPORT],
  },
  totalExpenses: {
    name: "Total Expenses",
    meaning: "What you spent on the business in the period.",
    counted: `${FINANCE_COUNTED} The expenses dated in the period that are not marked personal, added in cents. A personal expense is no business deduction (Schedule C counts business costs only): it is listed, and shown apart as personal spending, but counts in neither Total Expenses, the Category Breakdown nor Net Profit.`,
    computedBy:
      "financeSummary().totalExpensesCents; personal spending apart: financeSummary().personalExpensesCents (finance/summary.ts)",
    screens: [FINANCE_CARDS, FINANCE_EXPORT],
  },
  mileageDeduction: {
    name: "Mileage Deduction",
    meaning: "What your business driving takes off your taxable profit at the standard mileage rate.",
    counted: `${FINANCE_COUNTED} Each trip's miles × the rate it was recorded at (the IRS business rate of its day unless you typed one); a trip ended as Personal deducts nothing. Added exactly and rounded half up to the cent once, over the whole period.`,
    computedBy: "financeSummary().mileageDeductionCents: totalMileageDeductionCents() (finance/mileage-rate.ts)",
    screens: [FINANCE_CARDS, "Finance Mileage tab", FINANCE_EXPORT],
  },
  netProfit: {
    name: "Net Profit",
    meaning: "What the business made: revenue less business costs; below zero is a loss.",
    counted: "Total Revenue − Total Expenses − Mileage Deduction, over the same period, in cents.",
    computedBy: "financeSummary().netProfitCents (finance/summary.ts)",
    screens: [FINANCE_CARDS, FINANCE_EXPORT],
  },
  categorySpend: {
    name: "Category Spend",
    meaning: "Your business expenses in one category, and its share of Total Expenses.",
    counted: `${FINANCE_COUNTED} Business expenses per category in cents, largest first; those with no category (or whose category was deleted) under Uncategorized. The rows add up to Total Expenses; the share is percent with one decimal.`,
    computedBy: "financeSummary().categoryBreakdown (finance/summary.ts)",
    screens: ["Finance (/expenses) Category Breakdown", FINANCE_EXPORT],
  },
  milesLogged: {
    name: "Miles",
    meaning: "The distance of the trips you logged, typed or tracked.",
    counted: `${FINANCE_COUNTED} Every trip's miles (to the hundredth); Business Miles are the trips not ended as Personal and recorded at a rate above 0: the miles the deduction is for. A tracked trip counts a move only past 0.01 mile and past the GPS accuracy of its two fixes together, and saves only from 0.1 mile (finance/trip.ts).`,
    computedBy: "financeSummary().milesHundredths and financeSummary().businessMilesHundredths (finance/summary.ts)",
    screens: ["Finance Mileage tab", "Mileage tracker (live trip)", FINANCE_EXPORT],
  },
} as const satisfies Record<string, GlossaryEntry>;

export type FigureId = keyof typeof GLOSSARY;
