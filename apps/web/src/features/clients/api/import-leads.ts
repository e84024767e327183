import { type ImportLeadsRequest, importLeadsReportSchema } from "@measured/core";
import { apiJson } from "@/lib/api-client";

/** POST /api/clients/import: one part of a file (importParts: at most IMPORT_ROWS_PER_REQUEST rows and IMPORT_PART_BYTES). */
export function importLeadsPart(rows: ImportLeadsRequest["rows"]) {
  return apiJson("POST", "/api/clients/import", importLeadsReportSchema, { body: { rows } });
}
