import {
  DEFAULT_INDUSTRY,
  DERIVED_LEAD_STATUSES,
  DERIVED_STATUS_RULES,
  type DerivedLeadStatus,
  isIndustryId,
  type PipelineAnswer,
  type PipelineCounts,
  pipelineFigures,
  RECENT_APPOINTMENTS,
} from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { listAppointments } from "../appointments/appointments";

const c = schema.clients;
/** A SQL fragment (drizzle's SQL type, which @measured/db does not re-export). */
type Fragment = ReturnType<typeof sql>;

/**
 * A lead's derived status in SQL, first match wins, from core's DERIVED_STATUS_RULES (deriveLeadStatus,
 * spec section 4): each status counts the leads that meet its rule and none before it; a lead meeting
 * none is a "lead". Plain boolean tests on NOT NULL flags (a CASE compared as text cost five times as
 * much per row); the API test checks the counts against core's on every combination of the flags.
 */
const STATUS_RULES: [DerivedLeadStatus, Fragment][] = [
  ...DERIVED_STATUS_RULES.map((rule): [DerivedLeadStatus, Fragment] => [
    rule.status,
    sql`(${sql.join(
      rule.anyOf.map((flag) => sql`${c[flag]}`),
      sql` or `,
    )})`,
  ]),
  ["lead", sql`true`],
];
const statusCondition = (index: number): Fragment => {
  const [, own] = STATUS_RULES[index] ?? ["lead", sql`false`];
  const earlier = STATUS_RULES.slice(0, index).map(([, rule]) => rule);
  return earlier.length === 0 ? own : sql`${own} and not (${sql.join(earlier, sql` or `)})`;
};

/** Process dots (core's processDots): a step is reached when its flag or a later one is set. */
const reachedSigned = sql`${c.signed} or ${c.installed}`;
const reachedSat = sql`${c.appointmentSat} or ${reachedSigned}`;
const reachedSet = sql`${c.knockAppointment} or ${c.tagAppointment} or ${reachedSat}`;

const countWhere = (condition: Fragment) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The rep's leads counted by derived status and by step reached, in one aggregate over their own
 * rows (clients_user_idx): nothing but the counts leaves the database, however large the book.
 */
export async function pipelineCounts(db: Database, userId: number): Promise<PipelineCounts> {
  const byStatusColumns = Object.fromEntries(
    STATUS_RULES.map(([status], i) => [status, countWhere(statusCondition(i))]),
  ) as Record<DerivedLeadStatus, ReturnType<typeof countWhere>>;
  const [row] = await db
    .select({
      ...byStatusColumns,
      reachedSet: countWhere(reachedSet),
      reachedSat: countWhere(reachedSat),
      reachedSigned: countWhere(reachedSigned),
    })
    .from(c)
    .where(eq(c.userId, userId));
  const byStatus = Object.fromEntries(DERIVED_LEAD_STATUSES.map((s) => [s, Number(row?.[s] ?? 0)])) as Record<
    DerivedLeadStatus,
    number
  >;
  return {
    byStatus,
    reached: { set: Number(row?.reachedSet ?? 0), sat: Number(row?.reachedSat ?? 0), signed: Number(row?.reachedSigned ?? 0) },
  };
}

/** GET /api/pipeline: the figures from the counts (core's rules), and the five recent appointments. */
export async function pipelineFor(db: Database, user: { id: number; industry: string | null }): Promise<PipelineAnswer> {
  const industry = isIndustryId(user.industry) ? user.industry : DEFAULT_INDUSTRY;
  const [counts, recent] = await Promise.all([
    pipelineCounts(db, user.id),
    listAppointments(db, user.id, { limit: RECENT_APPOINTMENTS }),
  ]);
  return { ...pipelineFigures(counts, industry), recentAppointments: recent.appointments };
}

/**
 * Where a built pipeline is kept in the server's answer cache (the dashboard's LRU, bounded in bytes):
 * users.data_version moves with every change to the rep's leads or appointments (migration 0015's
 * triggers), so a changed book is a new key and a stale answer is never served, on any server.
 */
export const pipelineCacheKey = (user: { id: number; dataVersion: number; industry: string | null }) =>
  `pipeline|${user.id}|${user.dataVersion}|${user.industry ?? ""}`;
