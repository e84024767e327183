import { type HeaderMatch, type LeadCsvValues, matchLeadHeaders, QUOTAS, valuesOfRow } from "@measured/core";

/** The largest file the import reads (about 10,000 leads with long notes). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface LeadsFile {
  headers: string[];
  match: HeaderMatch;
  /** Each data row's values by field, with its line in the file (the header is line 1). */
  rows: { line: number; values: LeadCsvValues }[];
}

export class LeadsFileError extends Error {}

/**
 * Reads a CSV file in chunks, reporting how far it got (0–1). Headers are matched by
 * name; blank lines are skipped. Papa Parse is loaded only when a file is chosen.
 */
export async function readLeadsFile(file: File, onProgress: (share: number) => void): Promise<LeadsFile> {
  if (file.size > MAX_IMPORT_BYTES) throw new LeadsFileError("This file is larger than 5 MB. Split it and import each part.");
  const { default: Papa } = await import("papaparse");
  return new Promise((resolve, reject) => {
    let headers: string[] | null = null;
    let match: HeaderMatch | null = null;
    let line = 0;
    const rows: LeadsFile["rows"] = [];
    let tooMany = false;
    Papa.parse<string[]>(file, {
      // On the page, not in a worker: the app's Content-Security-Policy allows no blob: workers, and a
      // file of at most 5 MB read in chunks leaves the page responsive between them.
      chunkSize: 256 * 1024,
      // Blank lines are skipped here, not by the parser, so each row keeps its line number in the file.
      chunk: (results, parser) => {
        for (const cells of results.data) {
          line += 1;
          if (cells.every((cell) => cell.trim() === "")) continue;
          if (!headers || !match) {
            headers = cells.map((h) => h.replace(/^\uFEFF/, "").trim());
            match = matchLeadHeaders(headers);
            continue;
          }
          rows.push({ line, values: valuesOfRow(cells, match) });
          if (rows.length > QUOTAS.clients.max) {
            tooMany = true;
            parser.abort();
            return;
          }
        }
        onProgress(Math.min(1, results.meta.cursor / Math.max(file.size, 1)));
      },
      complete: () => {
        if (tooMany)
          reject(
            new LeadsFileError(
              `This file has more than ${QUOTAS.clients.max.toLocaleString()} rows, more than an account can hold.`,
            ),
          );
        else if (!headers || !match) reject(new LeadsFileError("This file is empty."));
        else resolve({ headers, match, rows });
      },
      error: (error) => reject(new LeadsFileError(`This file could not be read: ${error.message}`)),
    });
  });
}
