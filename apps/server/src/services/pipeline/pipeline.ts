import {
  DEFAULT_INDUSTRY,
  emptyPipelineCounts,
  isIndustryId,
  PIPELINE_PLACE_OTHERWISE,
  PIPELINE_PLACE_RULES,
  type PipelineAnswer,
  type PipelineCounts,
  type PipelinePlace,
  pipelineFigures,
  RECENT_APPOINTMENTS,
  type SignedDealRevenue,
} from "@measured/core";
import { and, type Database, eq, schema, sql } from "@measured/db";
import { listAppointments } from "../appointments/appointments";

const c = schema.clients;
/** A SQL fragment (drizzle's SQL type, which @measured/db does not re-export). */
type Fragment = ReturnType<typeof sql>;

/**
 * Where each lead sits, in SQL, first match wins, from core's PIPELINE_PLACE_RULES: rule i counts the
 * leads that meet it and none before it; a lead meeting none sits among the Leads. Plain boolean tests
 * on NOT NULL flags (a CASE compared as text cost five times as much per row); the API test checks the
 * counts against core's countLeads on every combination of the flags.
 */
const PLACE_RULES: [PipelinePlace, Fragment][] = [
  ...PIPELINE_PLACE_RULES.map((rule): [PipelinePlace, Fragment] => [
    rule.place,
    sql`(${sql.join(
      rule.anyOf.map((flag) => sql`${c[flag]}`),
      sql` or `,
    )})`,
  ]),
  [PIPELINE_PLACE_OTHERWISE, sql`true`],
];
const placeCondition = (index: number): Fragment => {
  const [, own] = PLACE_RULES[index] ?? [PIPELINE_PLACE_OTHERWISE, sql`false`];
  const earlier = PLACE_RULES.slice(0, index).map(([, rule]) => rule);
  return earlier.length === 0 ? own : sql`${own} and not (${sql.join(earlier, sql` or `)})`;
};

/** Process dots (core's processDots): a step is reached when its flag or a later one is set. */
const reachedSat = sql`${c.appointmentSat} or ${c.signed} or ${c.installed}`;
const reachedSet = sql`${c.knockAppointment} or ${c.tagAppointment} or ${reachedSat}`;

const countWhere = (condition: Fragment) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The rep's leads counted by where they sit and by step reached, in one aggregate over their own rows
 * (an index-only scan of clients_user_stage_flags_idx): nothing but the counts leaves the database,
 * however large the book. Standing deals are the Deals Closed and Installed places (core's countLeads).
 */
export async function pipelineCounts(db: Database, userId: number): Promise<PipelineCounts> {
  const ruleColumns = Object.fromEntries(PLACE_RULES.map((_, i) => [`rule${i}`, countWhere(placeCondition(i))]));
  const [row] = await db
    .select({
      ...ruleColumns,
      leads: sql<number>`count(*)::int`,
      reachedSet: countWhere(reachedSet),
      reachedSat: countWhere(reachedSat),
    })
    .from(c)
    .where(eq(c.userId, userId));
  const counts = emptyPipelineCounts();
  const values: Record<string, unknown> = row ?? {};
  PLACE_RULES.forEach(([place], i) => {
    counts.byPlace[place] += Number(values[`rule${i}`] ?? 0);
  });
  counts.reached = {
    leads: Number(values.leads ?? 0),
    appointmentsSet: Number(values.reachedSet ?? 0),
    appointmentsSat: Number(values.reachedSat ?? 0),
    dealsClosed: counts.byPlace.dealsClosed + counts.byPlace.installed,
    installed: counts.byPlace.installed,
  };
  return counts;
}

/** A signed deal still standing: the Deals Closed and Installed places, by the same rules as the counts. */
const standingDeal = (): Fragment => {
  const places = PLACE_RULES.map(([place], i) => [place, i] as const).filter(
    ([place]) => place === "dealsClosed" || place === "installed",
  );
  return sql`(${sql.join(
    places.map(([, i]) => sql`(${placeCondition(i)})`),
    sql` or `,
  )})`;
};

/**
 * The revenue the rep recorded on their standing signed deals (Revenue Projections' deal value, issue 23):
 * summed by the database in cents over their entries that name such a lead of theirs.
 */
export async function signedDealRevenue(db: Database, userId: number): Promise<SignedDealRevenue> {
  const rev = schema.revenueEntries;
  const [row] = await db
    .select({
      cents: sql<string>`(coalesce(sum(${rev.amount}), 0) * 100)::bigint::text`,
      deals: sql<number>`count(distinct ${rev.clientId})::int`,
    })
    .from(rev)
    .innerJoin(c, and(eq(c.id, rev.clientId), eq(c.userId, rev.userId)))
    .where(and(eq(rev.userId, userId), standingDeal()));
  return { cents: Number(row?.cents ?? 0), deals: Number(row?.deals ?? 0) };
}

/** GET /api/pipeline: the figures from the counts (core's rules), and the five recent appointments. */
export async function pipelineFor(db: Database, user: { id: number; industry: string | null }): Promise<PipelineAnswer> {
  const industry = isIndustryId(user.industry) ? user.industry : DEFAULT_INDUSTRY;
  const [counts, signed, recent] = await Promise.all([
    pipelineCounts(db, user.id),
    signedDealRevenue(db, user.id),
    listAppointments(db, user.id, { limit: RECENT_APPOINTMENTS }),
  ]);
  return { ...pipelineFigures(counts, industry, signed), recentAppointments: recent.appointments };
}

/**
 * Where a built pipeline is kept in the server's answer cache (the dashboard's LRU, bounded in bytes):
 * users.data_version moves with every change to the rep's leads or appointments (migration 0015's
 * triggers), so a changed book is a new key and a stale answer is never served, on any server.
 */
export const pipelineCacheKey = (user: { id: number; dataVersion: number; industry: string | null }) =>
  `pipeline|${user.id}|${user.dataVersion}|${user.industry ?? ""}`;
