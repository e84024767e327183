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
import type { SQL } from "drizzle-orm";

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

/** A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds, "Z"). */
const isoTimestamp = (column: SQL | (typeof clients)["createdAt"]) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every field of a Client as the database writes it into JSON, key for key what toClient answers
 * (the Record type makes a missing field a compile error; client-json.test.ts compares the two
 * answers for the same rows). The leads list is a rep's most-read, largest answer: built in SQL,
 * its rows reach Node as text and leave as they are, where mapping 35 columns a row into objects
 * and serializing them again was most of the request's time (decision 032).
 */
const clientJsonFields: Record<keyof Client, SQL> = {
  id: sql`${clients.id}`,
  folderId: sql`${clients.folderId}`,
  firstName: sql`${clients.firstName}`,
  lastName: sql`${clients.lastName}`,
  email: sql`${clients.email}`,
  phone: sql`${clients.phone}`,
  address: sql`${clients.address}`,
  leadSource: sql`${clients.leadSource}`,
  status: sql`${clients.status}`,
  notes: sql`${clients.notes}`,
  industryContext: sql`${clients.industryContext}`,
  ...(Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, sql`${flagColumns[name]}`])) as Record<LeadFlagName, SQL>),
  appointmentSetDate: sql`${clients.appointmentSetDate}`,
  appointmentSetForDate: isoTimestamp(sql`${clients.appointmentSetForDate}`),
  signedDate: sql`${clients.signedDate}`,
  nextFollowUpDate: sql`${clients.nextFollowUpDate}`,
  leadStatus: leadStatusSql,
  createdAt: isoTimestamp(clients.createdAt),
  updatedAt: isoTimestamp(sql`${clients.updatedAt}`),
};

/**
 * One lead as compact JSON text: row_to_json of a one-row subquery whose columns are named as the
 * Client's keys (json_build_object would write `"key" : value`, spaced). Cast to text, so the driver
 * hands it over without parsing it.
 */
export const clientJsonSql = sql<string>`(select row_to_json(lead) from (select ${sql.join(
  Object.entries(clientJsonFields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
)}) as lead)::text`;
