import { and, type Database, eq, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../lib/prepared";

const clients = schema.clients;
const param = (name: string) => sql.placeholder(name);

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
