import { UNREADABLE_MARK } from "@measured/core";
import type { LeadsFile } from "./read-leads-file";

/**
 * The first imported cell holding U+FFFD, the mark a decoder leaves where the bytes were not text in the
 * chosen encoding: the preview names it so the rep can choose another encoding before importing.
 */
export function firstUnreadableCell(file: Pick<LeadsFile, "headers" | "match" | "rows">) {
  const columns = [...file.match.fields.entries()];
  for (const row of file.rows) {
    for (const [index, field] of columns) {
      const text = row.values[field];
      if (text?.includes(UNREADABLE_MARK))
        return { line: row.line, header: file.headers[index] ?? field, text: text.slice(0, 40) };
    }
  }
  return undefined;
}
