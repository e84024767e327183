/**
 * The dashboard's analytics figures beyond the spec's Door Knocking, Tagging and Conversion cards:
 * the funnel strip, Appointment Efficiency and Productivity Metrics (issue 10, "Choices honoured").
 * Each is defined once here from the funnel counts (figures.ts) and the period's hours, so the web
 * and the server agree. A figure that would divide by nothing is null: the card says what is
 * missing rather than showing 0. See docs/decisions/021-dashboard-layout-and-chart-library.md.
 */
import type { AnalyticsId } from "../industries/analytics";
import { conversionOrNull, roundRate } from "./figures";
import { EVERY_STEP_TRACKED, type FunnelInputs, figureTracked, type InputFigure } from "./funnel-inputs";

/** The counts the funnel strip and the analytics cards are built from (the dashboard's `funnel`, from figures.ts). */
export interface FunnelTotals {
  doors: number;
  tags: number;
  sets: number;
  ran: number;
  closes: number;
  installs: number;
}

export interface FunnelStep {
  id: "reach" | "sets" | "ran" | "closes" | "installs";
  label: string;
  /** The step's count; null when the rep has no input for it (funnelInputs): shown "–", "not tracked". */
  value: number | null;
  /**
   * Percent of the previous step that reached this one (one decimal); null for the first step, after a 0,
   * when the step holds more than the one before (conversionOrNull: never above 100%), or when either
   * step is not tracked.
   */
  conversion: number | null;
}

/**
 * Doors → Sets → Sits → Closes → Installs. A rep who tags starts from doors and tags together
 * (the same base as "All Appointments to Set"); pest control's last step is its accounts serviced.
 * A step the rep has no input for has no value and no conversion either way (decision 048).
 */
export function funnelSteps(
  funnel: FunnelTotals,
  industry?: string | null,
  inputs: FunnelInputs = EVERY_STEP_TRACKED,
): FunnelStep[] {
  const withTags = inputs.tags && (funnel.tags > 0 || !inputs.doors);
  const reachLabel = withTags ? (inputs.doors ? "Doors + Tags" : "Tags") : "Doors";
  const steps: Omit<FunnelStep, "conversion">[] = [
    { id: "reach", label: reachLabel, value: inputs.doors || inputs.tags ? funnel.doors + funnel.tags : null },
    { id: "sets", label: "Sets", value: inputs.sets ? funnel.sets : null },
    { id: "ran", label: "Sits", value: inputs.ran ? funnel.ran : null },
    { id: "closes", label: "Closes", value: inputs.closes ? funnel.closes : null },
    {
      id: "installs",
      label: industry === "pest_control" ? "Serviced" : "Installs",
      value: inputs.installs ? funnel.installs : null,
    },
  ];
  return steps.map((step, i) => {
    const before = steps[i - 1]?.value ?? null;
    return { ...step, conversion: before === null || step.value === null ? null : conversionOrNull(step.value, before) };
  });
}

/** a / b with one decimal, or null when b is 0 (nothing to divide by). */
const ratio = (a: number, b: number): number | null => (b > 0 ? roundRate(a / b) : null);

export interface AppointmentEfficiency {
  /** Appointment Hold Rate: sits per set, percent (glossary "appointmentHoldRate"). */
  holdRate: number | null;
  /** Closes per sit (held appointment), percent; null above 100% (closes logged without their sits). */
  closeRateOfHeld: number | null;
  /** Doors (and tags) per set. */
  doorsPerSet: number | null;
  /** Sets per hour worked. */
  setsPerHour: number | null;
}

/** The figure, or null when the rep does not track one of its inputs (decision 048: "–", not 0). */
const ifTracked = (figure: InputFigure, inputs: FunnelInputs, value: number | null) =>
  figureTracked(figure, inputs) ? value : null;

export function appointmentEfficiency(
  funnel: FunnelTotals,
  hoursWorked: number,
  inputs: FunnelInputs = EVERY_STEP_TRACKED,
): AppointmentEfficiency {
  return {
    holdRate: ifTracked("appointmentHoldRate", inputs, conversionOrNull(funnel.ran, funnel.sets)),
    closeRateOfHeld: ifTracked("closeRateOfHeld", inputs, conversionOrNull(funnel.closes, funnel.ran)),
    doorsPerSet: ifTracked("doorsPerSet", inputs, ratio(funnel.doors + funnel.tags, funnel.sets)),
    setsPerHour: ifTracked("setsPerHour", inputs, ratio(funnel.sets, hoursWorked)),
  };
}

export interface ProductivityFigures {
  hoursWorked: number;
  doorsPerHour: number | null;
  appointmentsPerHour: number | null;
  dealsPerHour: number | null;
}

export function productivityFigures(
  funnel: FunnelTotals,
  hoursWorked: number,
  inputs: FunnelInputs = EVERY_STEP_TRACKED,
): ProductivityFigures {
  return {
    hoursWorked: roundRate(hoursWorked),
    doorsPerHour: ifTracked("doorsPerHour", inputs, ratio(funnel.doors + funnel.tags, hoursWorked)),
    appointmentsPerHour: ifTracked("appointmentsPerHour", inputs, ratio(funnel.sets, hoursWorked)),
    dealsPerHour: ifTracked("dealsPerHour", inputs, ratio(funnel.closes, hoursWorked)),
  };
}

/**
 * The analytics cards shown when the rep's list is empty (ticked nothing, or an account made before
 * the choice was stored): the three the spec's dashboard always had.
 */
export const DEFAULT_DASHBOARD_ANALYTICS: readonly AnalyticsId[] = [
  "door_knocking_performance",
  "tagging_performance",
  "conversion_metrics",
];

/** The analytics cards to show: the rep's choices, the defaults for an empty list. */
export function chosenAnalytics(saved: readonly string[]): ReadonlySet<string> {
  return new Set(saved.length === 0 ? DEFAULT_DASHBOARD_ANALYTICS : saved);
}
