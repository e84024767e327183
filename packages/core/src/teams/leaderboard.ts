import { z } from "zod";
import { goalPeriodRange } from "../goals/progress";
import { addDays, type DateRange, shiftMonths } from "../kpi/periods";
import { TEAM_ROLES } from "./rules";

/**
 * Team metrics and the leaderboard (issue 24): periods, the ranking, and the answers' shapes. Figures are
 * each member's dashboard figures (core's metricFigures), activity only: a team never sees money or leads.
 */

export const TEAM_PERIODS = ["today", "week", "month"] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** The metrics every leaderboard offers first, whatever the members track. */
export const LEADERBOARD_DEFAULT_METRICS = ["Doors Knocked", "Appointments Set", "Deals Closed"] as const;

/**
 * The period so far (today; this week from Sunday; this month from the 1st, each through today) and the
 * whole period before it (yesterday; last week; last month), for "the change since the last period".
 */
export function teamPeriodRanges(period: TeamPeriod, today: string): { range: DateRange; previous: DateRange } {
  switch (period) {
    case "today":
      return {
        range: { startDate: today, endDate: today },
        previous: { startDate: addDays(today, -1), endDate: addDays(today, -1) },
      };
    case "week": {
      const { startDate } = goalPeriodRange("weekly", today);
      return {
        range: { startDate, endDate: today },
        previous: { startDate: addDays(startDate, -7), endDate: addDays(startDate, -1) },
      };
    }
    case "month": {
      const startDate = `${today.slice(0, 8)}01`;
      return {
        range: { startDate, endDate: today },
        previous: { startDate: shiftMonths(startDate, -1), endDate: addDays(startDate, -1) },
      };
    }
  }
}

/** Competition ranking, highest first: equal values share a rank and the next rank skips (1, 1, 3). */
export function competitionRanks(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => b - a);
  return values.map((value) => sorted.indexOf(value) + 1);
}

export const teamQuerySchema = z.strictObject({
  period: z.enum(TEAM_PERIODS, { error: "Period must be today, week or month" }).default("week"),
});

export const leaderboardQuerySchema = teamQuerySchema.extend({
  metric: z.string().trim().min(1).max(80).default("Doors Knocked"),
});

const rangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
const personSchema = { userId: z.number(), name: z.string(), role: z.enum(TEAM_ROLES) };

/** GET /api/teams/{id}/metrics: each member with their role and their metrics' figures over the period. */
export const teamMetricsSchema = z.object({
  teamId: z.number(),
  period: z.enum(TEAM_PERIODS),
  range: rangeSchema,
  members: z.array(
    z.object({ ...personSchema, metrics: z.array(z.object({ name: z.string(), unit: z.string(), value: z.number() })) }),
  ),
});
export type TeamMetrics = z.infer<typeof teamMetricsSchema>;

/** GET /api/teams/{id}/leaderboard: the members ranked on one metric, and where each stood last period. */
export const leaderboardSchema = z.object({
  teamId: z.number(),
  metric: z.string(),
  period: z.enum(TEAM_PERIODS),
  range: rangeSchema,
  previousRange: rangeSchema,
  /** The metrics to choose from: the three every team has, then the ones its members track. */
  metrics: z.array(z.string()),
  rows: z.array(
    z.object({
      ...personSchema,
      value: z.number(),
      rank: z.number(),
      previousValue: z.number(),
      previousRank: z.number(),
    }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
