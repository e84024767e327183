import {
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
  const valid: (LeadDialogValues & { signedDate: string | null })[] = [];
  for (const row of request.rows) {
    const result = leadFromCsvValues(row.values);
    if (result.ok) valid.push({ ...result.lead, signedDate: result.signedDate });
    else refused.push({ line: row.line, errors: result.errors });
  }

  return repWrite(db, userId, async (tx) => {
    const existing = await tx
      .select({ firstName: clients.firstName, lastName: clients.lastName, email: clients.email, phone: clients.phone })
      .from(clients)
      .where(eq(clients.userId, userId));
    const seen = new Set(existing.map(leadIdentity));
    const added: typeof valid = [];
    for (const lead of valid) {
      const identity = leadIdentity(lead);
      if (seen.has(identity)) continue;
      seen.add(identity);
      added.push(lead);
    }
    if (existing.length + added.length > QUOTAS.clients.max) throw new HttpError(409, QUOTAS.clients.message);
    if (added.length > 0) {
      await tx.insert(clients).values(
        added.map(({ signedDate, ...lead }) => {
          const record = wholeRecord(lead);
          return {
            ...record,
            userId,
            firstName: lead.firstName,
            lastName: lead.lastName,
            ...(industry ? { industryContext: industry } : {}),
            // Each step's day is today (fact-days.ts), the signing day the file's when it has one (decision 040).
            ...factDaysOnCreate(record, today),
            ...(signedDate && (record.signed || record.installed || record.signedButCanceled) ? { signedDate } : {}),
          };
        }),
      );
    }
    return { created: added.length, duplicates: valid.length - added.length, refused };
  });
}
