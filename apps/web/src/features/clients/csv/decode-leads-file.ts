/**
 * The encodings a leads file can be read in (issue 22, findings 3 and 4). A file is decoded once, whole,
 * with the platform's TextDecoder (WHATWG Encoding), so no character is ever cut at a chunk's edge.
 */
export const LEADS_FILE_ENCODINGS = [
  { id: "utf-8", label: "UTF-8" },
  { id: "utf-16le", label: "UTF-16 (little-endian)" },
  { id: "utf-16be", label: "UTF-16 (big-endian)" },
  // Excel's "CSV (Comma delimited)" on Windows in the Americas and Western Europe.
  { id: "windows-1252", label: "Windows-1252 (Excel on Windows)" },
] as const;
export type LeadsFileEncoding = (typeof LEADS_FILE_ENCODINGS)[number]["id"];

export function encodingLabel(encoding: LeadsFileEncoding): string {
  return LEADS_FILE_ENCODINGS.find((e) => e.id === encoding)?.label ?? encoding;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * The file's encoding: its byte-order mark when it has one (UTF-8, UTF-16 either way round); otherwise
 * UTF-8 when every byte sequence is valid UTF-8 (plain ASCII is), else Windows-1252, which gives every
 * byte a character.
 */
export function detectEncoding(bytes: Uint8Array): LeadsFileEncoding {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(bytes, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(bytes, [0xfe, 0xff])) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The file's text in `encoding`, without its byte-order mark. */
export function decodeLeadsFile(bytes: Uint8Array, encoding: LeadsFileEncoding): string {
  // TextDecoder drops a BOM that matches its encoding (ignoreBOM is false by default).
  return new TextDecoder(encoding).decode(bytes);
}
