/**
 * Issue 22, finding 2, as attacks: one account with a full book of leads (QUOTAS.clients, every text
 * near its limit, filled through the import as a rep would) exporting it over and over in parallel,
 * and importing parts of it again, while the second rep reads the dashboard.
 */
import { IMPORT_ROWS_PER_REQUEST, QUOTAS, TEXT_LIMITS } from "@measured/core";
import { type Attack, type AttackContext, flood, newTally } from "./abuse-attacks";
import { send } from "./abuse-http";

const BOOK = QUOTAS.clients.max;
const PARALLEL_EXPORTS = 10;

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

const importPart = (ctx: AttackContext, first: number) =>
  send(ctx.baseUrl, "/api/clients/import", {
    method: "POST",
    token: ctx.attacker.token,
    keepBody: false,
    body: {
      rows: Array.from({ length: IMPORT_ROWS_PER_REQUEST }, (_, i) => ({ line: first + i + 2, values: bookRow(first + i) })),
    },
    timeoutMs: 120_000,
  });

let filled: Promise<string> | null = null;
/** Fills the attacker's book once (before the first of these attacks is timed): 20 parts of 500. */
function fillBook(ctx: AttackContext): Promise<string> {
  filled ??= (async () => {
    const started = performance.now();
    for (let first = 0; first < BOOK; first += IMPORT_ROWS_PER_REQUEST) {
      const res = await importPart(ctx, first);
      if (res.status !== 200) return `the book stopped at ${first} leads: ${res.status} ${res.body.slice(0, 200)}`;
    }
    return `${BOOK} leads imported in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  })();
  return filled;
}

export const BOOK_ATTACKS: Attack[] = [
  {
    name: "full-book exports",
    what: `${PARALLEL_EXPORTS} downloads of a full book (${BOOK} leads at the text limits) at once, again and again`,
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
    name: "full-book imports",
    what: `parts of ${IMPORT_ROWS_PER_REQUEST} rows of the full book imported again (all already there), 4 at once`,
    async run(ctx, seconds) {
      const book = await fillBook(ctx);
      const tally = newTally();
      await flood(tally, { seconds, max: 10_000, concurrency: 4 }, (i) => importPart(ctx, (i * IMPORT_ROWS_PER_REQUEST) % BOOK));
      return { tally, through: book };
    },
  },
];
