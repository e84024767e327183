import { addDays, type DateRange, daysBetween, shiftMonths, weekday } from "../kpi/periods";

/**
 * A goal's period, its progress, colour and pace (spec section 4, issue 24). Days are the rep's, in their
 * zone: callers pass today as `todayIn(zone)` and the goal metric's sum over the period's days so far.
 */

export const GOAL_PERIODS = ["daily", "weekly", "monthly", "quarterly"] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];

/** Spec section 9: progress is capped at 100; colours change at 50, 75 and 100. */
export const GOAL_PROGRESS_CAP = 100;
export const GOAL_COLOUR_THRESHOLDS = { green: 100, blue: 75, yellow: 50 } as const;
export type GoalColour = "green" | "blue" | "yellow" | "red";

/**
 * The days of the period holding `today`, first to last. A week runs Sunday to Saturday from the last
 * Sunday's midnight (the spec's "now minus the weekday index" kept the time of day, a defect: a goal's
 * week then began mid-afternoon and dropped that Sunday morning's doors). A quarter starts on
 * 1 January, 1 April, 1 July or 1 October.
 */
export function goalPeriodRange(period: GoalPeriod, today: string): DateRange {
  switch (period) {
    case "daily":
      return { startDate: today, endDate: today };
    case "weekly": {
      const startDate = addDays(today, -weekday(today));
      return { startDate, endDate: addDays(startDate, 6) };
    }
    case "monthly": {
      const startDate = `${today.slice(0, 8)}01`;
      return { startDate, endDate: addDays(shiftMonths(startDate, 1), -1) };
    }
    case "quarterly": {
      const month = Number(today.slice(5, 7));
      const firstMonth = month - ((month - 1) % 3);
      const startDate = `${today.slice(0, 5)}${String(firstMonth).padStart(2, "0")}-01`;
      return { startDate, endDate: addDays(shiftMonths(startDate, 3), -1) };
    }
  }
}

/**
 * Progress in percent: the period's sum over the target, capped at 100 (spec section 4). A sum below 0
 * (a correction larger than the entries) counts as no progress. The target is at least 0.01 (spec 5).
 */
export function goalProgress(sum: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.min(GOAL_PROGRESS_CAP, Math.max(0, (sum / target) * 100));
}

/** Progress as the spec shows it: one decimal place ("66.7%"). */
export function goalProgressText(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

export function goalColour(percent: number): GoalColour {
  if (percent >= GOAL_COLOUR_THRESHOLDS.green) return "green";
  if (percent >= GOAL_COLOUR_THRESHOLDS.blue) return "blue";
  if (percent >= GOAL_COLOUR_THRESHOLDS.yellow) return "yellow";
  return "red";
}

/** Below this share of an even pace a goal is at risk rather than behind. */
export const AT_RISK_BELOW = 0.75;

export type GoalPaceStatus = "met" | "on-track" | "behind" | "at-risk";

export interface GoalPace {
  status: GoalPaceStatus;
  /** What an even pace would have by the end of yesterday. */
  expected: number;
  /** Days left in the period, today included. */
  daysLeft: number;
  /** What each day left must add to finish (0 once met). */
  perDayToFinish: number;
}

/**
 * Beyond the spec: progress against the share of the period gone. Today is not counted as gone (the rep
 * may not have started yet), so every goal is on track on its period's first day, and a daily goal is on
 * track until it is met. Behind: at least three quarters of an even pace; at risk below that.
 */
export function goalPace(period: GoalPeriod, today: string, sum: number, target: number): GoalPace {
  const range = goalPeriodRange(period, today);
  const totalDays = daysBetween(range.startDate, range.endDate) + 1;
  const daysGone = daysBetween(range.startDate, today);
  const daysLeft = totalDays - daysGone;
  const expected = (target * daysGone) / totalDays;
  const remaining = Math.max(0, target - sum);
  const perDayToFinish = remaining / daysLeft;
  let status: GoalPaceStatus;
  if (sum >= target) status = "met";
  else if (sum >= expected) status = "on-track";
  else if (sum >= expected * AT_RISK_BELOW) status = "behind";
  else status = "at-risk";
  return { status, expected, daysLeft, perDayToFinish };
}

export interface GoalStreak {
  /** Days met in a row, ending today when today is met, else yesterday (today may still be met). */
  current: number;
  best: number;
}

/**
 * A daily goal's streak: consecutive days its metric reached the target. `sums` holds each day's sum
 * (missing days are 0); days before `since` (the goal's first day) do not exist for the goal, so they
 * neither break nor extend a streak. A missed day breaks it.
 */
export function dailyGoalStreak(sums: ReadonlyMap<string, number>, target: number, since: string, today: string): GoalStreak {
  if (since > today) return { current: 0, best: 0 };
  const met = (day: string) => (sums.get(day) ?? 0) >= target;
  let best = 0;
  let run = 0;
  for (let day = since; day <= today; day = addDays(day, 1)) {
    run = met(day) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  // Today not met yet does not end the streak that reached yesterday.
  let current = 0;
  for (let day = met(today) ? today : addDays(today, -1); day >= since && met(day); day = addDays(day, -1)) current++;
  return { current, best };
}
