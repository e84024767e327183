import { FORMULA_LIKE_CELL, LEAD_CSV_COLUMNS, LEAD_FLAG_NAMES, LEAD_STATUS_LABELS, type LeadFlagName } from "@measured/core";
import { asc, type Database, eq, schema } from "@measured/db";
import Papa from "papaparse";
import { clientColumns } from "./client-rows";

const clients = schema.clients;
const FLAGS = new Set<string>(LEAD_FLAG_NAMES);

/**
 * Every lead of the rep as CSV (decision 031), oldest first: the import's columns, then the derived
 * status, the signed date and the creation date for the reader. Cells a spreadsheet would run as a
 * formula (=, +, -, @ first), or that already start with `'` before one, are quoted and prefixed so
 * they stay text and read back as they were (FORMULA_LIKE_CELL).
 */
export async function exportLeadsCsv(db: Database, userId: number): Promise<string> {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  const fields = [...LEAD_CSV_COLUMNS.map((c) => c.header), "Lead Status", "Signed Date", "Created"];
  const data = rows.map(({ row, leadStatus }) => [
    ...LEAD_CSV_COLUMNS.map(({ field }) => {
      if (FLAGS.has(field)) return row[field as LeadFlagName] ? "yes" : "no";
      if (field === "name") return `${row.firstName} ${row.lastName}`.trim();
      const value = row[field as keyof typeof row];
      return value === null || value === undefined ? "" : String(value);
    }),
    LEAD_STATUS_LABELS[leadStatus],
    row.signedDate ?? "",
    row.createdAt.toISOString(),
  ]);
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_LIKE_CELL, newline: "\r\n" });
}
