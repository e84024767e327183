import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { FORMULA_LIKE_CELL } from "@measured/core";
import { and, asc, type Database, eq, gt, schema, sql } from "@measured/db";
import Papa from "papaparse";
import { ZipFile } from "yazl";
import { createBytePace } from "../../lib/byte-pace";
import { type ArchiveTable, archiveTables } from "./archive-tables";
import { exportPace, readExportPage } from "./page-reads";

const { receipts, profilePhotos } = schema;

/**
 * Rows read per query: a page of leads at the text limits is some 0.5 MB, a short indexed read, and the
 * work on it (parsing, CSV, compressing) holds the core for a few milliseconds at a time, not tens.
 */
export const ARCHIVE_PAGE_ROWS = 200;
/**
 * The archives' own pace, under the exports' shared one: an archive is waited for on a progress bar, not
 * read as it comes, so it can go slower than a download and leave more of the core to the other reps
 * (a full book's archive, 52 MB of JSON and CSV before compression, takes some 25 s).
 */
export const ARCHIVE_PACE = { bytesPerSecond: 2 * 1024 * 1024, burstBytes: 2 * 1024 * 1024 } as const;
const archivePace = createBytePace(ARCHIVE_PACE);
/** The archive is stored in chunks of this size as it is written: memory holds one chunk, not the archive. */
export const ARCHIVE_CHUNK_BYTES = 1024 * 1024;
/**
 * Deflate's level for the JSON and CSV files: 1 compresses text nearly as well as the default 6 at a third
 * of the core's time (the core is shared with every other rep's request). Photos are stored as they are.
 */
const TEXT_COMPRESSION = 1;

/** Where the archive's progress and bytes go: data_export_chunks and the export's counters. */
export interface ArchiveSink {
  /** Called as rows are written (each table's rows once, receipts and the photo once each). */
  rowsDone(rows: number): Promise<void>;
  /** One chunk of the archive, in order from 0. */
  chunk(seq: number, bytes: Uint8Array): Promise<void>;
}

/** One page of the rep's rows of a table, in key order after `after`, each as the database's JSON text. */
async function readPage(db: Database, table: ArchiveTable, userId: number, after: unknown[] | null): Promise<string[]> {
  const col = (name: string) => sql`t.${sql.identifier(name)}`;
  const keys = sql.join(
    table.key.map((k) => col(k)),
    sql`, `,
  );
  const select = table.select?.(userId) ?? sql.join(table.columns.map(col), sql`, `);
  const past = after
    ? sql`and (${keys}) > (${sql.join(
        after.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql``;
  // row_to_json writes every value as the database has it (dates, numerics, JSON columns), the same on
  // PGlite and PostgreSQL, so both engines make the same archive.
  const result = await readExportPage(() =>
    db.execute(sql`select row_to_json(r)::text as j from (
      select ${select} from ${sql.identifier(table.name)} t
      where ${table.owned(userId)} ${past}
      order by ${keys} limit ${ARCHIVE_PAGE_ROWS}) r`),
  );
  return (result as unknown as { rows: { j: string }[] }).rows.map((row) => row.j);
}

/** Every page of the rep's rows of a table, by key. */
async function* tablePages(db: Database, table: ArchiveTable, userId: number): AsyncGenerator<string[]> {
  let after: unknown[] | null = null;
  for (;;) {
    const rows = await readPage(db, table, userId, after);
    if (rows.length > 0) yield rows;
    if (rows.length < ARCHIVE_PAGE_ROWS) return;
    const last = JSON.parse(rows[rows.length - 1] ?? "{}") as Record<string, unknown>;
    after = table.key.map((k) => last[k]);
  }
}

/** Text out at the archives' pace and the exports' (page-reads.ts), as bytes for the zip. */
async function paced(text: string): Promise<Buffer> {
  await archivePace.take(text.length);
  await exportPace.take(text.length);
  return Buffer.from(text, "utf8");
}

/** json/<table>.json: a JSON array of the rep's rows, written page by page. */
async function* tableJson(db: Database, table: ArchiveTable, userId: number): AsyncGenerator<Buffer> {
  let first = true;
  yield Buffer.from("[");
  for await (const rows of tablePages(db, table, userId)) {
    yield await paced(`${first ? "\n" : ",\n"}${rows.join(",\n")}`);
    first = false;
  }
  yield Buffer.from(first ? "]\n" : "\n]\n");
}

/** A value as a CSV cell: text as it is, objects (JSON columns) as JSON, nothing as empty. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const csvLines = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: FORMULA_LIKE_CELL, newline: "\r\n" })}\r\n`;

/** csv/<table>.csv: a header of the table's columns, then the rep's rows; counts the rows as done. */
async function* tableCsv(db: Database, table: ArchiveTable, userId: number, sink: ArchiveSink): AsyncGenerator<Buffer> {
  yield await paced(csvLines([[...table.columns]]));
  for await (const rows of tablePages(db, table, userId)) {
    const cells = rows.map((text) => {
      const row = JSON.parse(text) as Record<string, unknown>;
      return table.columns.map((c) => cell(row[c]));
    });
    yield await paced(csvLines(cells));
    await sink.rowsDone(rows.length);
  }
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
};
/** A file name's extension for a stored content type. */
export const extensionOf = (contentType: string) => EXTENSIONS[contentType.toLowerCase()] ?? "bin";

/** The rep's receipts' names, page by page by id; their bytes are read one at a time. */
async function* receiptList(db: Database, userId: number) {
  let after = 0;
  for (;;) {
    const page = await readExportPage(() =>
      db
        .select({ id: receipts.id, expenseId: receipts.expenseId, contentType: receipts.contentType })
        .from(receipts)
        .where(and(eq(receipts.userId, userId), gt(receipts.id, after)))
        .orderBy(asc(receipts.id))
        .limit(ARCHIVE_PAGE_ROWS),
    );
    yield* page;
    const last = page[page.length - 1];
    if (!last || page.length < ARCHIVE_PAGE_ROWS) return;
    after = last.id;
  }
}

/** How many rows the archive will write: each table's rows of the rep, their receipts and photo once more as files. */
export async function countArchiveRows(db: Database, userId: number): Promise<number> {
  let total = 0;
  for (const table of archiveTables()) {
    const result = await readExportPage(() =>
      db.execute(sql`select count(*)::int as n from ${sql.identifier(table.name)} t where ${table.owned(userId)}`),
    );
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    // Receipts and the photo are counted again as their files.
    total += table.name === "receipts" || table.name === "profile_photos" ? n * 2 : n;
  }
  return total;
}

/**
 * Streams the rep's archive into `sink`, a chunk at a time: README.txt, then per exported table
 * json/<table>.json and csv/<table>.csv, then receipts/<expense id>.<ext> and photo.<ext>. The zip is
 * written as its entries are read (one entry at a time, each page by page), and its output is stored as it
 * comes, so memory holds a page and a chunk whatever the account's size. Answers the archive's size.
 */
export async function writeArchive(db: Database, userId: number, sink: ArchiveSink, now: Date): Promise<number> {
  const zip = new ZipFile();
  const stored = storeChunks(zip.outputStream, sink);
  // A failure storing a chunk ends the writing too, rather than leaving it waiting on a stream nobody reads.
  const storing = stored.then(
    () => undefined,
    (error: unknown) => error,
  );
  const entry = async (name: string, source: Readable, compress: boolean) => {
    zip.addReadStream(
      source,
      name,
      compress ? { mtime: now, compressionLevel: TEXT_COMPRESSION } : { mtime: now, compress: false },
    );
    const done = finished(source);
    const failed = await Promise.race([done.then(() => undefined), storing]);
    if (failed) {
      source.destroy();
      throw failed;
    }
  };
  try {
    const tables = archiveTables();
    await entry("README.txt", Readable.from([Buffer.from(readme(tables, now))]), true);
    for (const table of tables) {
      await entry(`json/${table.name}.json`, Readable.from(tableJson(db, table, userId)), true);
      await entry(`csv/${table.name}.csv`, Readable.from(tableCsv(db, table, userId, sink)), true);
    }
    for await (const receipt of receiptList(db, userId)) {
      const [file] = await readExportPage(() =>
        db
          .select({ bytes: receipts.bytes })
          .from(receipts)
          .where(and(eq(receipts.id, receipt.id), eq(receipts.userId, userId))),
      );
      // Removed since the list was read: left out, as a row deleted mid-export would be.
      if (!file) continue;
      await archivePace.take(file.bytes.byteLength);
      await exportPace.take(file.bytes.byteLength);
      const name = `receipts/${receipt.expenseId}.${extensionOf(receipt.contentType)}`;
      await entry(name, Readable.from([Buffer.from(file.bytes)]), false);
      await sink.rowsDone(1);
    }
    const [photo] = await readExportPage(() =>
      db
        .select({ contentType: profilePhotos.contentType, bytes: profilePhotos.bytes })
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, userId)),
    );
    if (photo) {
      await entry(`photo.${extensionOf(photo.contentType)}`, Readable.from([Buffer.from(photo.bytes)]), false);
      await sink.rowsDone(1);
    }
    zip.end();
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    throw error;
  }
  return stored;
}

/** The zip's output in ARCHIVE_CHUNK_BYTES chunks, each stored before more is read (the zip waits meanwhile). */
async function storeChunks(output: NodeJS.ReadableStream, sink: ArchiveSink): Promise<number> {
  let seq = 0;
  let size = 0;
  let parts: Buffer[] = [];
  let held = 0;
  const flush = async () => {
    if (held === 0) return;
    const bytes = Buffer.concat(parts, held);
    parts = [];
    held = 0;
    await sink.chunk(seq, bytes);
    seq += 1;
  };
  for await (const data of output as AsyncIterable<Buffer>) {
    parts.push(data);
    held += data.byteLength;
    size += data.byteLength;
    if (held >= ARCHIVE_CHUNK_BYTES) await flush();
  }
  await flush();
  return size;
}

function readme(tables: ArchiveTable[], now: Date): string {
  return [
    "Measured: all your data",
    `Exported ${now.toISOString()}.`,
    "",
    "json/<table>.json  every record of yours in that table, as JSON (an array of objects)",
    "csv/<table>.csv    the same records as CSV, one row each, with a header",
    "receipts/<expense id>.<ext>  each receipt photo, named by its expense's id",
    "photo.<ext>        your profile photo, if you have one",
    "",
    "Left out: your password, sign-in sessions, tokens and two-factor secrets, which are never exported.",
    "Teams: the teams you own or belong to; of another person's team only its name.",
    "",
    `Tables: ${tables.map((t) => t.name).join(", ")}`,
    "",
  ].join("\r\n");
}
