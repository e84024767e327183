import { FORMULA_LIKE_CELL, LEAD_CSV_HEADERS, leadCsvRow } from "@measured/core";
import { asc, type Database, eq, schema } from "@measured/db";
import Papa from "papaparse";
import { clientColumns, toClient } from "./client-rows";

const clients = schema.clients;

/**
 * Every lead of the rep as CSV (decisions 031 and 040), oldest first: every field a rep can set, the
 * status in the badge's words, days as the rep's days (the days a lead was signed, sat, installed and
 * cancelled as stored; the appointment and the day made in the rep's zone). Cells a spreadsheet would
 * run as a formula (=, +, -, @ first), or that already start with `'` before one, are quoted and
 * prefixed so they stay text and read back as they were (FORMULA_LIKE_CELL).
 */
export async function exportLeadsCsv(db: Database, userId: number, timeZone: string): Promise<string> {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  const data = rows.map(({ row, leadStatus }) =>
    leadCsvRow(
      { ...toClient(row, leadStatus), satDate: row.satDate, installedDate: row.installedDate, cancelledDate: row.cancelledDate },
      timeZone,
    ),
  );
  return Papa.unparse({ fields: [...LEAD_CSV_HEADERS], data }, { escapeFormulae: FORMULA_LIKE_CELL, newline: "\r\n" });
}
