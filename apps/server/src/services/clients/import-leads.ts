import {
  FACT_DAY_RULES,
  type FactDay,
  type ImportLeadsReport,
  type ImportLeadsRequest,
  type LeadDialogValues,
  leadFromCsvValues,
  leadIdentity,
  QUOTAS,
} from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";
import { wholeRecord } from "./clients-writes";
import { factDaysOnCreate } from "./fact-days";

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
  const valid: { lead: LeadDialogValues; days: Partial<Record<FactDay, string>> }[] = [];
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
    valid.push({ lead: result.lead, days });
  }

  return repWrite(db, userId, async (tx) => {
    const existing = await tx
      .select({ firstName: clients.firstName, lastName: clients.lastName, email: clients.email, phone: clients.phone })
      .from(clients)
      .where(eq(clients.userId, userId));
    const seen = new Set(existing.map(leadIdentity));
    const added: typeof valid = [];
    for (const row of valid) {
      const identity = leadIdentity(row.lead);
      if (seen.has(identity)) continue;
      seen.add(identity);
      added.push(row);
    }
    if (existing.length + added.length > QUOTAS.clients.max) throw new HttpError(409, QUOTAS.clients.message);
    if (added.length > 0) {
      await tx.insert(clients).values(
        added.map(({ lead, days }) => {
          const record = wholeRecord(lead);
          return {
            ...record,
            userId,
            firstName: lead.firstName,
            lastName: lead.lastName,
            ...(industry ? { industryContext: industry } : {}),
            // Each step's day is today (fact-days.ts), or the file's day for it when it has one (decisions 040, 043):
            // leadFromCsvValues keeps a day only while the lead has reached its step.
            ...factDaysOnCreate(record, today),
            ...days,
          };
        }),
      );
    }
    return { created: added.length, duplicates: valid.length - added.length, refused };
  });
}
