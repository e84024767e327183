import type { Goal, GoalColour, GoalPeriod } from "@measured/core";
import { goalProgressText } from "@measured/core";
import { formatMetricValue } from "@/lib/format";

/** Spec section 2: Time Period's choices, as the dialog lists them and the card's badge reads. */
export const GOAL_PERIOD_LABELS: Record<GoalPeriod, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
};

/** The bar's fill by spec section 4's colour: each a token with 3:1 contrast on a card in both themes. */
export const GOAL_BAR_CLASS: Record<GoalColour, string> = {
  green: "bg-goal-green",
  blue: "bg-goal-blue",
  yellow: "bg-goal-yellow",
  red: "bg-goal-red",
};

/** "12 of 50" for counts, "6 h of 8 h" for hours: the period's figure so far against the target. */
export function goalAmountText(goal: Pick<Goal, "current" | "targetValue" | "unit">): string {
  return `${formatMetricValue(goal.current, goal.unit)} of ${formatMetricValue(goal.targetValue, goal.unit)}`;
}

export const goalPercentText = (goal: Pick<Goal, "progress">) => goalProgressText(goal.progress);

const dayWord = (days: number) => (days === 1 ? "day" : "days");

/**
 * Beyond the spec, the pace in a sentence (issue 24): met, or what is left and in how many days, with what a
 * day takes once more than one is left ("Behind: 10 to go in 4 days, 2.5 a day"). A day's share is rounded
 * up to the hundredth, so following it finishes the goal.
 */
export function goalPaceText(goal: Pick<Goal, "pace" | "targetPeriod" | "unit" | "current" | "targetValue">): string {
  const { status, daysLeft, perDayToFinish } = goal.pace;
  if (status === "met") return "Goal met";
  const left = formatMetricValue(Math.max(0, goal.targetValue - goal.current), goal.unit);
  if (goal.targetPeriod === "daily" || daysLeft <= 1) return `${left} to go today`;
  const verdict = status === "on-track" ? "On track" : status === "behind" ? "Behind" : "At risk";
  const perDay = formatMetricValue(Math.ceil(perDayToFinish * 100) / 100, goal.unit);
  return `${verdict}: ${left} to go in ${daysLeft} ${dayWord(daysLeft)}, ${perDay} a day`;
}

/** A daily goal's streak: "3-day streak · best 7", "Best streak: 4 days" once broken, or null before any day met. */
export function goalStreakText(goal: Pick<Goal, "streak">): string | null {
  const streak = goal.streak;
  if (!streak || streak.best === 0) return null;
  if (streak.current === 0) return `Best streak: ${streak.best} ${dayWord(streak.best)}`;
  return `${streak.current}-day streak · best ${streak.best}`;
}
