import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { decodeLeadsFile, detectEncoding } from "./decode-leads-file";
import { LeadsFileError, parseLeadsText, readLeadsFile } from "./read-leads-file";

const lines = (text: string) => parseLeadsText(Papa, text).rows.map((r) => [r.line, r.values.firstName]);

describe("parseLeadsText", () => {
  it("gives each row the line of the file it starts on, after cells with line breaks and blank lines", () => {
    // As Excel writes it: rows end with CR LF, a line break inside a cell is LF.
    const text = 'First Name,Notes\r\nAna,"two\nlines"\r\n\r\nBen,"three\nlines\nhere"\r\nCleo,plain\r\n';
    expect(lines(text)).toEqual([
      [2, "Ana"],
      [5, "Ben"],
      [8, "Cleo"],
    ]);
  });

  it("counts old Mac line ends and a file without a last line break", () => {
    expect(lines("First Name\rAna\r\rBen")).toEqual([
      [2, "Ana"],
      [4, "Ben"],
    ]);
  });

  it("refuses a file with only blank lines", () => {
    expect(() => parseLeadsText(Papa, "\n\n  \n")).toThrow(LeadsFileError);
  });
});

describe("detectEncoding and decodeLeadsFile", () => {
  const names = "First Name,Last Name\nJosé,Müller\nΑλέξης,Παπαδόπουλος\n王,小明\n";

  it("reads UTF-8 with and without a byte-order mark", () => {
    const plain = new TextEncoder().encode(names);
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    for (const bytes of [plain, marked]) {
      expect(detectEncoding(bytes)).toBe("utf-8");
      expect(decodeLeadsFile(bytes, "utf-8")).toBe(names);
    }
  });

  it("reads UTF-16 with a byte-order mark, either way round", () => {
    const units = [...names].flatMap((c) => {
      const code = c.charCodeAt(0);
      return [code & 0xff, code >> 8];
    });
    const le = new Uint8Array([0xff, 0xfe, ...units]);
    expect(detectEncoding(le)).toBe("utf-16le");
    expect(decodeLeadsFile(le, "utf-16le")).toBe(names);
    const be = new Uint8Array([0xfe, 0xff, ...units.map((_, i) => units[i ^ 1] ?? 0)]);
    expect(detectEncoding(be)).toBe("utf-16be");
    expect(decodeLeadsFile(be, "utf-16be")).toBe(names);
  });

  it("reads bytes that are not UTF-8 as Windows-1252 (Excel's CSV on Windows)", () => {
    // "José,Müller" in Windows-1252: é E9, ü FC. (Node decodes 0x80–0x9F as Latin-1, unlike browsers:
    // the en dash and curly quotes are checked in the browser, e2e/clients-csv-encodings.spec.ts.)
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const bytes = new Uint8Array([...ascii("Jos"), 0xe9, ...ascii(",M"), 0xfc, ...ascii("ller")]);
    expect(detectEncoding(bytes)).toBe("windows-1252");
    expect(decodeLeadsFile(bytes, "windows-1252")).toBe("José,Müller");
  });

  it("keeps a character whole however large the file (no chunk edges)", async () => {
    const row = `Éloïse,Ωmega,${"王小明".repeat(10)}\n`;
    const text = `First Name,Last Name,Notes\n${row.repeat(9_000)}`; // about 1 MB, past every 256 KB edge
    const file = await readLeadsFile(new TextEncoder().encode(text));
    expect(file.encoding).toBe("utf-8");
    expect(file.rows).toHaveLength(9_000);
    const whole = file.rows.filter((r) => r.values.firstName === "Éloïse" && r.values.notes === "王小明".repeat(10));
    expect(whole).toHaveLength(9_000);
  });
});
