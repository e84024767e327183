import { goalColour, goalProgress, irsRateMilli, mileageDeductionCents, percentOf } from "@measured/core";

/**
 * The preview's illustrative rep (spec section 2: demo data only): a solar rep's month. The rates, the
 * goal's progress and the mileage deduction are worked out by core's own functions from these counts,
 * so the preview's figures agree with one another as the app's do.
 */
export const DEMO_LABEL = "Solar Sales Rep";

export const DEMO_MONTH = { doors: 1240, conversations: 310, appointmentsSet: 46, sat: 31, closed: 9 };

export const DEMO_FUNNEL = [
  { step: "Doors", count: DEMO_MONTH.doors, rate: null },
  { step: "Conversations", count: DEMO_MONTH.conversations, rate: percentOf(DEMO_MONTH.conversations, DEMO_MONTH.doors) },
  {
    step: "Appointments",
    count: DEMO_MONTH.appointmentsSet,
    rate: percentOf(DEMO_MONTH.appointmentsSet, DEMO_MONTH.conversations),
  },
  { step: "Sits", count: DEMO_MONTH.sat, rate: percentOf(DEMO_MONTH.sat, DEMO_MONTH.appointmentsSet) },
  { step: "Closes", count: DEMO_MONTH.closed, rate: percentOf(DEMO_MONTH.closed, DEMO_MONTH.sat) },
] as const;

const goalTarget = 12;
export const DEMO_GOAL = {
  metricName: "Deals Closed",
  current: DEMO_MONTH.closed,
  target: goalTarget,
  progress: goalProgress(DEMO_MONTH.closed, goalTarget),
  colour: goalColour(goalProgress(DEMO_MONTH.closed, goalTarget)),
};

export const DEMO_TODAY = [
  ["Doors Knocked", 62],
  ["Conversations", 15],
  ["Appointments Set", 3],
  ["Deals Closed", 1],
] as const;

export const DEMO_PIPELINE = [
  ["New Leads", 18],
  ["Appointment Set", 7],
  ["Sat", 5],
  ["Signed", 3],
  ["Installed", 2],
] as const;

export const DEMO_LEADS = [
  { name: "Maria Gonzalez", status: "Appointment Set", next: "Thu 10:00" },
  { name: "Derek Thompson", status: "Signed", next: "Install Dec 4" },
  { name: "Aisha Patel", status: "Follow Up", next: "Today" },
  { name: "Kevin O'Brien", status: "New Lead", next: "Tomorrow" },
] as const;

const TRIP_DAY = "2026-11-16";
const tripMilesHundredths = 41_250; // 412.5 miles this month
export const DEMO_FINANCE = {
  revenueCents: 1_845_000,
  expensesCents: 212_640,
  miles: tripMilesHundredths / 100,
  deductionCents: mileageDeductionCents(tripMilesHundredths, irsRateMilli(TRIP_DAY)),
};
