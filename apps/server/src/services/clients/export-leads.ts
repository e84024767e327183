import { FORMULA_LIKE_CELL, LEAD_CSV_HEADERS, leadCsvRow } from "@measured/core";
import { and, asc, type Database, eq, schema, sql } from "@measured/db";
import Papa from "papaparse";
import { exportPace, readExportPage } from "../exports/page-reads";
import { clientColumns, toClient } from "./client-rows";

const clients = schema.clients;

/**
 * Leads read per query: at the text limits a page is about 0.5 MB, read in some 40 ms on the embedded
 * database, the longest another rep waits behind an export there (work-lanes.ts).
 */
export const EXPORT_PAGE_ROWS = 200;

const unparse = (data: string[][], header: boolean) =>
  Papa.unparse({ fields: [...LEAD_CSV_HEADERS], data }, { escapeFormulae: FORMULA_LIKE_CELL, newline: "\r\n", header });

/**
 * Every lead of the rep as CSV (decisions 031, 040 and 053), oldest first: every field a rep can set, the
 * status in the badge's words, days as the rep's days (the days a lead was signed, sat, installed and
 * cancelled as stored; the appointment and the day made in the rep's zone). Cells a spreadsheet would
 * run as a formula (=, +, -, @ first), or that already start with `'` before one, are quoted and
 * prefixed so they stay text and read back as they were (FORMULA_LIKE_CELL).
 *
 * Written page by page (issue 22): each page is one short query, by key after the last row sent, under
 * the exports' share of the connections (services/exports/page-reads.ts); nothing holds a connection, or the whole
 * file, while the rep's download drains. The consumer pulls: a slow reader pauses the reads.
 */
export async function* leadsCsv(db: Database, userId: number, timeZone: string): AsyncGenerator<string> {
  yield "\uFEFF";
  let after: PageKey | null = null;
  let header = true;
  for (;;) {
    const rows = await readExportPage(() => exportPage(db, userId, after));
    const data = rows.map(({ row, leadStatus }) =>
      leadCsvRow(
        {
          ...toClient(row, leadStatus),
          satDate: row.satDate,
          installedDate: row.installedDate,
          cancelledDate: row.cancelledDate,
        },
        timeZone,
      ),
    );
    if (data.length > 0 || header) {
      const text = `${unparse(data, header)}\r\n`;
      await exportPace.take(text.length);
      yield text;
    }
    header = false;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_ROWS) return;
    after = { micros: last.createdAtMicros, id: last.row.id };
  }
}

/** Where a page starts: after this row's (created_at, id), created_at in whole microseconds. */
type PageKey = { micros: string; id: number };

function exportPage(db: Database, userId: number, after: PageKey | null) {
  const afterKey = after
    ? sql`(${clients.createdAt}, ${clients.id}) > ('epoch'::timestamptz + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
    : undefined;
  return db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.userId, userId), afterKey))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(EXPORT_PAGE_ROWS);
}
