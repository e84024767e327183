import { type HeaderMatch, type LeadCsvValues, matchLeadHeaders, QUOTAS, valuesOfRow } from "@measured/core";
import type Papa from "papaparse";
import { decodeLeadsFile, detectEncoding, type LeadsFileEncoding } from "./decode-leads-file";

/** The largest file the import reads (about 10,000 leads with long notes). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface LeadsFile {
  /** The file's bytes, kept so the rep can read it again in another encoding. */
  bytes: Uint8Array;
  encoding: LeadsFileEncoding;
  headers: string[];
  match: HeaderMatch;
  /** Each data row's values by field, with the line of the file it starts on (the header is line 1). */
  rows: { line: number; values: LeadCsvValues }[];
}

export class LeadsFileError extends Error {}

type PapaModule = typeof Papa;

const LINE_BREAK = /\r\n|\r|\n/g;
function lineBreaksIn(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/**
 * A decoded file's header and rows. Blank lines are skipped here, not by the parser, and each row
 * keeps the line it starts on: a quoted cell with line breaks in it spans several lines of the file.
 */
export function parseLeadsText(papa: PapaModule, text: string): Omit<LeadsFile, "bytes" | "encoding"> {
  let headers: string[] | null = null;
  let match: HeaderMatch | null = null;
  let cursor = 0;
  let line = 1;
  const rows: LeadsFile["rows"] = [];
  let tooMany = false;
  papa.parse<string[]>(text, {
    step: (results, parser) => {
      const cells = results.data;
      // The row starts after the previous row's end and the line breaks before it.
      const end = results.meta.cursor;
      const before = text.slice(cursor, end);
      const leading = before.match(/^(?:\r\n|\r|\n)*/)?.[0] ?? "";
      line += lineBreaksIn(leading);
      const startLine = line;
      line += lineBreaksIn(before.slice(leading.length));
      cursor = end;
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!headers || !match) {
        headers = cells.map((h) => h.replace(/^\uFEFF/, "").trim());
        match = matchLeadHeaders(headers);
        return;
      }
      rows.push({ line: startLine, values: valuesOfRow(cells, match) });
      if (rows.length > QUOTAS.clients.max) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany)
    throw new LeadsFileError(
      `This file has more than ${QUOTAS.clients.max.toLocaleString()} rows, more than an account can hold.`,
    );
  if (!headers || !match) throw new LeadsFileError("This file is empty.");
  return { headers, match, rows };
}

/**
 * Reads a CSV file: its bytes once, decoded whole in its encoding (detected, or the one the rep chose),
 * then parsed. Papa Parse is loaded only when a file is chosen.
 */
export async function readLeadsFile(source: File | Uint8Array, encoding?: LeadsFileEncoding): Promise<LeadsFile> {
  const size = source instanceof Uint8Array ? source.byteLength : source.size;
  if (size > MAX_IMPORT_BYTES) throw new LeadsFileError("This file is larger than 5 MB. Split it and import each part.");
  const bytes = source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer());
  const chosen = encoding ?? detectEncoding(bytes);
  const { default: papa } = await import("papaparse");
  return { bytes, encoding: chosen, ...parseLeadsText(papa, decodeLeadsFile(bytes, chosen)) };
}
