import {
  addDays,
  type CreateGoalValues,
  cardSources,
  dailyGoalStreak,
  dateIn,
  GOAL_METRIC_REQUIRED,
  type Goal,
  type GoalPeriod,
  goalColour,
  goalPace,
  goalPeriodRange,
  goalProgress,
  MAX_SERIAL_ID,
  type MetricTotals,
  metricFigureLookup,
  totalsIn,
  type UpdateGoalValues,
} from "@measured/core";
import { and, asc, type Database, eq, type SQL, schema, sql } from "@measured/db";
import type { Placeholder } from "drizzle-orm";
import { FieldError, notFound } from "../../lib/http-errors";
import { preparedPerDatabase } from "../../lib/prepared";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import type { RepHistory, RepHistoryCache } from "../metrics/rep-history";
import { repWrite } from "../rep-writes/rep-write";

const goals = schema.goals;
const defs = schema.kpiDefinitions;

export const GOAL_NOT_FOUND = "Goal not found";
/** How far back a daily goal's streak is read: a year and a month is more than any best streak shown. */
const STREAK_DAYS = 400;

const goalColumns = {
  id: goals.id,
  kpiDefinitionId: goals.kpiDefinitionId,
  metricName: defs.name,
  unit: defs.unit,
  targetValue: goals.targetValue,
  period: goals.period,
  description: goals.description,
  isActive: goals.isActive,
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
};

type GoalRow = {
  id: number;
  kpiDefinitionId: number;
  metricName: string;
  unit: string;
  targetValue: number;
  period: string;
  description: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The goal's metric, named with its owner, so the join never reads another rep's definitions. */
const ownMetricOf = (userId: number | Placeholder) => and(eq(defs.id, goals.kpiDefinitionId), eq(defs.userId, userId));

/** The rep's goals with their metric's name and unit that `which` picks (one goal by id). */
const selectGoals = (db: Database, userId: number, which: SQL) =>
  db
    .select(goalColumns)
    .from(goals)
    .innerJoin(defs, ownMetricOf(userId))
    .where(and(eq(goals.userId, userId), which));

/** The goals list, prepared: it is read on every visit to Goals and the dashboard's goals strip. */
const everyGoal = preparedPerDatabase((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select(goalColumns)
    .from(goals)
    .innerJoin(defs, ownMetricOf(userId))
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.id))
    .prepare("measured_goals_list");
});

function ownGoal(userId: number, id: number): SQL {
  if (id > MAX_SERIAL_ID) throw notFound(GOAL_NOT_FOUND);
  return and(eq(goals.id, id), eq(goals.userId, userId)) as SQL;
}

const isGoalPeriod = (period: string): period is GoalPeriod =>
  period === "daily" || period === "weekly" || period === "monthly" || period === "quarterly";

/**
 * The metrics' figures over given days from the rep's history, as the dashboard's cards count them. Each
 * range's totals are summed once a request and a figure is a few lookups (core's metricFigureLookup, equal to
 * metricFigures): a list of goals asks for the same periods and, for daily goals' streaks, 400 single days.
 */
export function figureBook(history: RepHistory): (startDate: string, endDate: string, name: string) => number {
  const figureIn = metricFigureLookup(cardSources(history.definitions));
  const byRange = new Map<string, MetricTotals>();
  return (startDate, endDate, name) => {
    const key = `${startDate}..${endDate}`;
    let totals = byRange.get(key);
    if (!totals) {
      totals = totalsIn(history, { startDate, endDate });
      byRange.set(key, totals);
    }
    return figureIn(totals, name);
  };
}

const periodOf = (row: Pick<GoalRow, "period">): GoalPeriod => (isGoalPeriod(row.period) ? row.period : "daily");

/** A daily goal's streak counts from the day it was set, at most STREAK_DAYS back. */
const streakStart = (row: Pick<GoalRow, "createdAt">, today: string, timeZone: string) =>
  [dateIn(timeZone, row.createdAt), addDays(today, -STREAK_DAYS)].sort().at(-1) ?? today;

/** The first day any of these goals reads: its period's start, or a daily goal's streak's. */
export function firstDayRead(rows: readonly GoalRow[], today: string, timeZone: string): string {
  let first = today;
  for (const row of rows) {
    const period = periodOf(row);
    const start = period === "daily" ? streakStart(row, today, timeZone) : goalPeriodRange(period, today).startDate;
    if (start < first) first = start;
  }
  return first;
}

/**
 * A goal with its progress today, from the rep's history: the metric's figure over the period's days so
 * far is the dashboard card's (core's metricFigures, leads included), so a goal and the card agree.
 */
export function goalWithProgress(row: GoalRow, figureOn: ReturnType<typeof figureBook>, today: string, timeZone: string): Goal {
  const period = periodOf(row);
  const range = goalPeriodRange(period, today);
  // Days after today are not gone yet: the period so far.
  const current = figureOn(range.startDate, today, row.metricName);
  const target = row.targetValue;
  const progress = goalProgress(current, target);
  let streak: Goal["streak"] = null;
  if (period === "daily") {
    const since = streakStart(row, today, timeZone);
    const sums = new Map<string, number>();
    for (let day = since; day <= today; day = addDays(day, 1)) sums.set(day, figureOn(day, day, row.metricName));
    streak = dailyGoalStreak(sums, target, since, today);
  }
  return {
    id: row.id,
    kpiDefinitionId: row.kpiDefinitionId,
    metricName: row.metricName,
    unit: row.unit,
    targetValue: target,
    targetPeriod: period,
    description: row.description,
    isActive: row.isActive,
    periodStart: range.startDate,
    periodEnd: range.endDate,
    current,
    progress,
    colour: goalColour(progress),
    pace: goalPace(period, today, current, target),
    streak,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface GoalReadContext {
  histories: RepHistoryCache;
  dataVersion: number;
  today: string;
  timeZone: string;
}

/**
 * The goals list's key in the answer cache: the rep's data version (migration 0026 moves it on every goal
 * write, as the entries, leads and definitions a goal reads move it), their day and zone (a period's days
 * and the pace follow today).
 */
export const goalsCacheKey = (userId: number, context: Pick<GoalReadContext, "dataVersion" | "today" | "timeZone">) =>
  `goals|${userId}|${context.dataVersion}|${context.today}|${context.timeZone}`;

/** GET /api/goals: every goal of the rep's (bounded by the goals quota), oldest first, with progress. */
export async function listGoals(db: Database, userId: number, context: GoalReadContext): Promise<Goal[]> {
  return withProgress(db, userId, await everyGoal(db).execute({ userId }), context);
}

/**
 * The goals with their progress, from the rep's kept history or, when there is none (the first read after
 * a save), from only the days these goals read: a quarter or a streak, not years.
 */
async function withProgress(db: Database, userId: number, rows: GoalRow[], context: GoalReadContext): Promise<Goal[]> {
  if (rows.length === 0) return [];
  const { today, timeZone } = context;
  const history = await context.histories.from(db, userId, context.dataVersion, firstDayRead(rows, today, timeZone));
  const figureOn = figureBook(history);
  return rows.map((row) => goalWithProgress(row, figureOn, today, timeZone));
}

async function goalById(db: Database, userId: number, id: number, context: GoalReadContext): Promise<Goal> {
  const rows = await selectGoals(db, userId, ownGoal(userId, id)).limit(1);
  const [goal] = await withProgress(db, userId, rows, context);
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

/** A metric id the rep sent must be one of their active metrics (the foreign key alone takes anyone's). */
async function assertOwnMetric(tx: Database, userId: number, definitionId: number): Promise<void> {
  const [row] = await tx
    .select({ id: defs.id })
    .from(defs)
    .where(and(eq(defs.id, definitionId), eq(defs.userId, userId), eq(defs.isActive, true)))
    .limit(1);
  if (!row) throw new FieldError("kpiDefinitionId", GOAL_METRIC_REQUIRED);
}

const centsToNumber = (cents: number) => cents / 100;

/** POST /api/goals, under the goals quota, in one repWrite. */
export async function createGoal(db: Database, userId: number, input: CreateGoalValues, context: GoalReadContext): Promise<Goal> {
  const id = await repWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, goals, userId, await quotaFor(tx, userId, "goals"));
    await assertOwnMetric(tx, userId, input.kpiDefinitionId);
    const [row] = await tx
      .insert(goals)
      .values({
        userId,
        kpiDefinitionId: input.kpiDefinitionId,
        targetValue: centsToNumber(input.targetCents),
        period: input.targetPeriod,
        description: input.description,
        isActive: input.isActive ?? true,
      })
      .returning({ id: goals.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  });
  return goalById(db, userId, id, context);
}

/** PATCH /api/goals/{id}: any of the fields; another rep's goal is 404. */
export async function updateGoal(
  db: Database,
  userId: number,
  id: number,
  patch: UpdateGoalValues,
  context: GoalReadContext,
): Promise<Goal> {
  const where = ownGoal(userId, id);
  await repWrite(db, userId, async (tx) => {
    if (patch.kpiDefinitionId !== undefined) await assertOwnMetric(tx, userId, patch.kpiDefinitionId);
    const [row] = await tx
      .update(goals)
      .set({
        ...(patch.kpiDefinitionId === undefined ? {} : { kpiDefinitionId: patch.kpiDefinitionId }),
        ...(patch.targetCents === undefined ? {} : { targetValue: centsToNumber(patch.targetCents) }),
        ...(patch.targetPeriod === undefined ? {} : { period: patch.targetPeriod }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.isActive === undefined ? {} : { isActive: patch.isActive }),
        updatedAt: new Date(),
      })
      .where(where)
      .returning({ id: goals.id });
    if (!row) throw notFound(GOAL_NOT_FOUND);
  });
  return goalById(db, userId, id, context);
}

/** DELETE /api/goals/{id}. */
export async function deleteGoal(db: Database, userId: number, id: number): Promise<void> {
  const where = ownGoal(userId, id);
  const deleted = await repWrite(db, userId, (tx) => tx.delete(goals).where(where).returning({ id: goals.id }));
  if (deleted.length === 0) throw notFound(GOAL_NOT_FOUND);
}
