import { and, type Database, eq, gte, lte, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../lib/prepared";

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;
const clients = schema.clients;
const param = (name: string) => sql.placeholder(name);

/** The shapes of the period-totals query: a bounded range or All Time, with a previous range or not, buckets by day or month. */
export interface PeriodTotalsShape {
  bounded: boolean;
  withPrevious: boolean;
  byDay: boolean;
}

// A type, not an interface: drizzle's execute takes a Record, which an interface is not assignable to.
export type PeriodTotalsParams = {
  userId: number;
  /** The range's start and end, and `lo`, the earliest day either range needs (bounded shapes only). */
  start?: string;
  end?: string;
  lo?: string;
  previousStart?: string;
  previousEnd?: string;
};

/**
 * Per metric name and trend bucket, the sum inside the range and inside the previous range, in one
 * pass over the entries. Every dashboard that is not cached runs it, so each shape is prepared.
 */
function periodTotalsQuery(db: Database, { bounded, withPrevious, byDay }: PeriodTotalsShape) {
  const bucket = byDay ? sql<string>`${entries.date}::text` : sql<string>`to_char(${entries.date}, 'YYYY-MM')`;
  const within = (start: string, end: string) => sql`${entries.date} BETWEEN ${param(start)}::date AND ${param(end)}::date`;
  return (
    db
      .select({
        name: defs.name,
        bucket,
        current: bounded
          ? sql<string | null>`sum(${entries.value}) FILTER (WHERE ${within("start", "end")})`
          : sql<string>`sum(${entries.value})`,
        previous: withPrevious
          ? sql<string | null>`sum(${entries.value}) FILTER (WHERE ${within("previousStart", "previousEnd")})`
          : sql<null>`NULL`,
      })
      .from(entries)
      // The owner in the join, not only in WHERE: else the planner may hash every user's definitions.
      .innerJoin(defs, and(eq(defs.id, entries.kpiDefinitionId), eq(defs.userId, param("userId"))))
      .where(
        and(
          eq(entries.userId, param("userId")),
          bounded ? gte(entries.date, param("lo")) : undefined,
          bounded ? lte(entries.date, param("end")) : undefined,
        ),
      )
      .groupBy(bucket, defs.name)
      .prepare(`measured_period_totals_${bounded ? "b" : "a"}${withPrevious ? "p" : "n"}${byDay ? "d" : "m"}`)
  );
}

const periodTotalsQueries = new Map<string, (db: Database) => ReturnType<typeof periodTotalsQuery>>();

export function periodTotalsRows(db: Database, shape: PeriodTotalsShape, params: PeriodTotalsParams) {
  const key = `${shape.bounded}${shape.withPrevious}${shape.byDay}`;
  let query = periodTotalsQueries.get(key);
  if (!query) {
    query = preparedPerDatabase((d) => periodTotalsQuery(d, shape));
    periodTotalsQueries.set(key, query);
  }
  return query(db).execute(params);
}

/** A client counts on the day it was created, in the rep's zone. */
const signedDay = sql`(${clients.createdAt} AT TIME ZONE ${param("timeZone")})::date`;

const signedClientsInRange = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(
      and(
        eq(clients.userId, param("userId")),
        eq(clients.signed, true),
        sql`${signedDay} BETWEEN ${param("start")}::date AND ${param("end")}::date`,
      ),
    )
    .prepare("measured_signed_clients_range"),
);

const signedClientsEver = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(eq(clients.userId, param("userId")), eq(clients.signed, true)))
    .prepare("measured_signed_clients_all"),
);

/** Signed clients in the range (in `timeZone`), or ever when there is no range. */
export async function signedClients(
  db: Database,
  userId: number,
  range: { startDate: string; endDate: string } | null,
  timeZone: string,
): Promise<number> {
  const [row] = range
    ? await signedClientsInRange(db).execute({ userId, timeZone, start: range.startDate, end: range.endDate })
    : await signedClientsEver(db).execute({ userId });
  return row?.n ?? 0;
}
