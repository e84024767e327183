import {
  FACT_DAY_RULES,
  type FactDay,
  type ImportLeadsReport,
  type ImportLeadsRequest,
  type LeadDialogValues,
  leadFromCsvValues,
  leadIdentity,
} from "@measured/core";
import { bulkWork, type Database, eq, type SQL, schema, sql } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { quotaFor } from "../../lib/quota-count";
import { repWrite } from "../rep-writes/rep-write";
import { newLeadRow } from "./clients-writes";

const clients = schema.clients;

/**
 * One part of a CSV import (decision 031): each row checked by the lead dialog's rules; rows naming
 * a lead the rep already has (or an earlier row of the same import) are counted as duplicates and
 * not added, so importing a file twice adds nothing the second time. All of a part or none of it:
 * past the lead quota nothing is added and the rep is told why.
 */
export async function importLeads(
  db: Database,
  userId: number,
  industry: string | null,
  request: ImportLeadsRequest,
  today: string,
): Promise<ImportLeadsReport> {
  const refused: ImportLeadsReport["refused"] = [];
  const valid: { line: number; lead: LeadDialogValues; days: Partial<Record<FactDay, string>> }[] = [];
  for (const row of request.rows) {
    const result = leadFromCsvValues(row.values);
    if (!result.ok) {
      refused.push({ line: row.line, errors: result.errors });
      continue;
    }
    // The days the file gives the lead's steps (null where it gives none: the import's day).
    const days: Partial<Record<FactDay, string>> = {};
    for (const { day } of FACT_DAY_RULES) {
      const given = result[day];
      if (given) days[day] = given;
    }
    valid.push({ line: row.line, lead: result.lead, days });
  }

  // A part may hold the embedded database for a while: other reps' requests go first (work-lanes.ts).
  return bulkWork(() =>
    repWrite(db, userId, async (tx) => {
      const seen = new Map<string, Known>();
      for (const lead of await leadsNamed(tx, userId, valid)) seen.set(leadIdentity(lead), lead);
      const added: (typeof valid)[number][] = [];
      const repeats: { line: number; identity: string }[] = [];
      for (const row of valid) {
        const identity = leadIdentity(row.lead);
        if (seen.has(identity)) {
          repeats.push({ line: row.line, identity });
          continue;
        }
        seen.set(identity, { id: 0, ...row.lead });
        added.push(row);
      }
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(clients)
        .where(eq(clients.userId, userId));
      const quota = await quotaFor(tx, userId, "clients");
      if (count + added.length > quota.max) throw new HttpError(409, quota.message);
      if (added.length > 0) {
        const ids = await tx
          .insert(clients)
          // The file's day for a step when it has one (decisions 040, 043): leadFromCsvValues keeps a day only
          // while the lead has reached its step.
          .values(added.map(({ lead, days }) => newLeadRow(userId, industry, lead, today, days)))
          .returning({ id: clients.id });
        // One INSERT … VALUES returns its rows in the order given.
        added.forEach((row, i) => {
          const known = seen.get(leadIdentity(row.lead));
          if (known) known.id = ids[i]?.id ?? 0;
        });
      }
      const alreadyThere = repeats.map(({ line, identity }) => {
        const lead = seen.get(identity);
        return { line, leadId: lead?.id ?? 0, name: `${lead?.firstName ?? ""} ${lead?.lastName ?? ""}`.trim() };
      });
      return { created: added.length, duplicates: repeats.length, refused, alreadyThere };
    }),
  );
}

interface Known {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/**
 * The rep's leads whose first and last names (ignoring case) appear in the part's rows, each name looked
 * up through clients_user_lower_name_idx: a part reads at most its own rows' namesakes, never the whole book.
 */
async function leadsNamed(tx: Database, userId: number, rows: { lead: LeadDialogValues }[]): Promise<Known[]> {
  if (rows.length === 0) return [];
  const result = (await tx.execute(leadsNamedSql(userId, rows))) as unknown as { rows: Known[] };
  return result.rows;
}

/**
 * One index lookup per distinct name, whatever the planner believes: a lateral subquery kept apart
 * (`offset 0`) runs once per name. An OR of the names, or a join against them, let the planner read the
 * whole book instead when its row counts were stale, and the embedded database never refreshes them
 * (no autovacuum): 4 s for a part of 198 rows on a book of 9,000 leads, all of it holding the database.
 */
export function leadsNamedSql(userId: number, rows: { lead: Pick<LeadDialogValues, "firstName" | "lastName"> }[]): SQL {
  const names = [...new Map(rows.map(({ lead }) => [`${lead.firstName}\u0000${lead.lastName}`.toLowerCase(), lead])).values()];
  const firstNames = names.map((lead) => lead.firstName);
  const lastNames = names.map((lead) => lead.lastName);
  return sql`select lead.id, lead.first_name as "firstName", lead.last_name as "lastName", lead.email, lead.phone, lead.address
    from unnest(${sql.param(firstNames)}::text[], ${sql.param(lastNames)}::text[]) as named(first_name, last_name)
    cross join lateral (
      select ${clients.id}, ${clients.firstName}, ${clients.lastName}, ${clients.email}, ${clients.phone}, ${clients.address}
      from ${clients}
      where ${clients.userId} = ${userId}
        and lower(${clients.firstName}) = lower(named.first_name)
        and lower(${clients.lastName}) = lower(named.last_name)
      offset 0
    ) as lead`;
}
