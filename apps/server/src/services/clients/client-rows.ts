import {
  type Client,
  DERIVED_LEAD_STATUSES,
  type DerivedLeadStatus,
  LEAD_FLAG_NAMES,
  LEADS_PAGE_STATUS_OTHERWISE,
  LEADS_PAGE_STATUS_RULES,
  type LeadFlagName,
} from "@measured/core";
import { schema, sql } from "@measured/db";

const clients = schema.clients;
export type ClientRow = typeof clients.$inferSelect;

const flagColumns: Record<LeadFlagName, (typeof clients)[LeadFlagName]> = Object.fromEntries(
  LEAD_FLAG_NAMES.map((name) => [name, clients[name]]),
) as Record<LeadFlagName, (typeof clients)[LeadFlagName]>;

/** Statuses are core's constants, written into the SQL as literals (never user text). */
const literal = (status: DerivedLeadStatus) => {
  if (!DERIVED_LEAD_STATUSES.includes(status)) throw new Error(`not a lead status: ${status}`);
  return sql.raw(`'${status}'`);
};

/**
 * leadsPageStatus in SQL (core's LEADS_PAGE_STATUS_RULES, first match wins), so the status filter and
 * the summary are worked out by the database; status-sql.test.ts proves it agrees with core on every
 * combination of the flags.
 */
export const leadStatusSql = sql<DerivedLeadStatus>`(case ${sql.join(
  LEADS_PAGE_STATUS_RULES.map(
    (rule) =>
      sql`when ${sql.join(
        rule.anyOf.map((flag) => flagColumns[flag]),
        sql` or `,
      )} then ${literal(rule.status)}`,
  ),
  sql` `,
)} else ${literal(LEADS_PAGE_STATUS_OTHERWISE)} end)`;

/** Every column a read answers, the derived status, and the creation time in whole microseconds (the cursor). */
export const clientColumns = {
  row: clients,
  leadStatus: leadStatusSql,
  createdAtMicros: sql<string>`((extract(epoch from ${clients.createdAt}) * 1000000)::bigint)::text`,
};

export function toClient(row: ClientRow, leadStatus: DerivedLeadStatus): Client {
  const flags = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, row[name]])) as Record<LeadFlagName, boolean>;
  return {
    id: row.id,
    folderId: row.folderId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    leadSource: row.leadSource,
    status: row.status,
    notes: row.notes,
    industryContext: row.industryContext,
    ...flags,
    appointmentSetDate: row.appointmentSetDate,
    appointmentSetForDate: row.appointmentSetForDate?.toISOString() ?? null,
    signedDate: row.signedDate,
    nextFollowUpDate: row.nextFollowUpDate,
    leadStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
