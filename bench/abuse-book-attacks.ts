/**
 * Issue 22, finding 2, as attacks: one account with a full book of leads (QUOTAS.clients, every text
 * near its limit, filled through the import as a rep would) exporting it over and over in parallel,
 * and importing parts of it again, while the second rep reads the dashboard.
 */
import { IMPORT_PART_BYTES, IMPORT_ROWS_PER_REQUEST, importParts, QUOTAS, TEXT_LIMITS } from "@measured/core";
import { type Attack, type AttackContext, countAnswer, flood, newTally, type Tally } from "./abuse-attacks";
import { type Sent, send } from "./abuse-http";

const BOOK = QUOTAS.clients.max;
const PARALLEL_EXPORTS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lead n as a CSV row's values, its texts at (or, for the e-mail, near) their limits. */
function bookRow(n: number) {
  const pad = (text: string, length: number) => text.padEnd(length, " x").slice(0, length);
  return {
    firstName: pad(`Book${n}`, TEXT_LIMITS.personName),
    lastName: pad(`Lead${n}`, TEXT_LIMITS.personName),
    email: `book.lead.${n}@example.com`,
    phone: `(555) ${String(n).padStart(7, "0")}`,
    address: pad(`${n} Long Street`, TEXT_LIMITS.address),
    notes: pad(`Notes for lead ${n}:`, TEXT_LIMITS.notes),
  };
}

type BookRow = { line: number; values: ReturnType<typeof bookRow> };

/** The whole book in the parts the web app's import sends (IMPORT_ROWS_PER_REQUEST rows and IMPORT_PART_BYTES of JSON at most). */
const BOOK_PARTS: BookRow[][] = importParts(
  Array.from({ length: BOOK }, (_, n) => ({ line: n + 2, values: bookRow(n) })),
  (row) => Buffer.byteLength(JSON.stringify(row)),
);

const importPart = (ctx: AttackContext, rows: BookRow[]) =>
  send(ctx.baseUrl, "/api/clients/import", {
    method: "POST",
    token: ctx.attacker.token,
    keepBody: false,
    body: { rows },
    timeoutMs: 120_000,
  });

let filled: Promise<string> | null = null;
/** Fills the attacker's book once: timed as its own class, or before the first attack that needs it. */
function fillBook(ctx: AttackContext, tally?: Tally): Promise<string> {
  filled ??= (async () => {
    const started = performance.now();
    let made = 0;
    for (const part of BOOK_PARTS) {
      const res = await importPart(ctx, part);
      if (tally) countAnswer(tally, res);
      if (res.status !== 200) return `the book stopped at ${made} leads: ${res.status}`;
      made += part.length;
    }
    return `${BOOK} leads imported in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  })();
  return filled;
}

const PART_KB = IMPORT_PART_BYTES / 1024;

export const BOOK_ATTACKS: Attack[] = [
  {
    name: "full-book fill",
    what: `${BOOK} new leads at the text limits imported one part after another (${IMPORT_ROWS_PER_REQUEST} rows, ${PART_KB} KB at most)`,
    async run(ctx) {
      const tally = newTally();
      const through = await fillBook(ctx, tally);
      return { tally, through };
    },
  },
  {
    name: "full-book exports",
    what: `${PARALLEL_EXPORTS} downloads of a full book (${BOOK} leads at the text limits) at once, again and again`,
    prepare: (ctx) => fillBook(ctx),
    async run(ctx, seconds) {
      const book = await fillBook(ctx);
      const tally = newTally();
      let bytes = 0;
      await flood(
        tally,
        { seconds, max: 10_000, concurrency: PARALLEL_EXPORTS },
        () => send(ctx.baseUrl, "/api/clients/export", { token: ctx.attacker.token, keepBody: false, timeoutMs: 120_000 }),
        (res) => {
          if (res.status === 200) bytes += res.bytes;
        },
      );
      return { tally, through: `${book}; ${(bytes / 1e6).toFixed(0)} MB exported` };
    },
  },
  {
    // Issue 25: Export All Data of a full account, pressed ten times at once and again as each finishes. A
    // press while one is being built answers that one; each press then waits for it and downloads the archive.
    name: "full-account archives",
    what: `${PARALLEL_EXPORTS} Export All Data presses at once from a full account (${BOOK} leads at the text limits), each waiting for its archive and downloading it, again and again`,
    prepare: (ctx) => fillBook(ctx),
    async run(ctx, seconds) {
      const book = await fillBook(ctx);
      const tally = newTally();
      const built = new Map<number, { bytes: number; ms: number }>();
      let downloaded = 0;
      const press = async (): Promise<Sent> => {
        const started = await send(ctx.baseUrl, "/api/user/exports", { method: "POST", token: ctx.attacker.token });
        if (started.status !== 200 && started.status !== 201) return started;
        const id = (JSON.parse(started.body) as { id: number }).id;
        for (let polls = 0; polls < 600; polls++) {
          const status = await send(ctx.baseUrl, `/api/user/exports/${id}`, { token: ctx.attacker.token });
          countAnswer(tally, status);
          const body = JSON.parse(status.body) as {
            status: string;
            byteSize: number;
            createdAt: string;
            finishedAt: string | null;
          };
          if (body.status === "failed") return status;
          if (body.status === "done") {
            built.set(id, { bytes: body.byteSize, ms: Date.parse(body.finishedAt ?? "") - Date.parse(body.createdAt) });
            const file = await send(ctx.baseUrl, `/api/user/exports/${id}/download`, {
              token: ctx.attacker.token,
              keepBody: false,
              timeoutMs: 120_000,
            });
            if (file.status === 200) downloaded += file.bytes;
            return file;
          }
          await sleep(500);
        }
        return started;
      };
      await flood(tally, { seconds, max: 10_000, concurrency: PARALLEL_EXPORTS }, press);
      const archives = [...built.values()];
      const sizes = archives.map((a) => `${(a.bytes / 1e6).toFixed(1)} MB in ${(a.ms / 1000).toFixed(1)} s`).join(", ");
      return {
        tally,
        through: `${book}; ${archives.length} archives built (${sizes || "none"}); ${(downloaded / 1e6).toFixed(0)} MB downloaded`,
      };
    },
  },
  {
    name: "full-book imports",
    what: `the full book's parts (up to ${IMPORT_ROWS_PER_REQUEST} rows, ${PART_KB} KB) imported again (all already there), 4 at once`,
    prepare: (ctx) => fillBook(ctx),
    async run(ctx, seconds) {
      const book = await fillBook(ctx);
      const tally = newTally();
      await flood(tally, { seconds, max: 10_000, concurrency: 4 }, (i) =>
        importPart(ctx, BOOK_PARTS[i % BOOK_PARTS.length] ?? []),
      );
      return { tally, through: book };
    },
  },
];
