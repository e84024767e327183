import {
  ACTIVE_DEAL_STATUSES,
  type Client,
  type ClientCursor,
  type ClientSort,
  type ClientsSummary,
  DERIVED_LEAD_STATUSES,
  type DerivedLeadStatus,
  FOLLOW_UPS_DUE_MAX,
  isKeyedClientSort,
  type KeyedClientCursor,
  type KeyedClientSort,
  LEADS_PAGE_SIZE,
  MAX_SERIAL_ID,
  PHONE_SEARCH_MIN_DIGITS,
  phoneDigits,
} from "@measured/core";
import { and, asc, type Database, desc, eq, lte, schema, sql } from "@measured/db";
import type { Placeholder, SQL } from "drizzle-orm";
import { notFound } from "../../lib/http-errors";
import { preparedPerDatabase } from "../../lib/prepared";
import { type ClientRow, clientColumns, clientJsonSql, leadStatusSql, toClient } from "./client-rows";

/** Reading a rep's leads: the pages of the leads screen, one lead, the summary and follow-ups due. Writes are in clients-writes.ts. */

const clients = schema.clients;
export const CLIENT_NOT_FOUND = "Client not found";

type Selected = { row: ClientRow; leadStatus: DerivedLeadStatus; createdAtMicros: string };
const answer = (r: Selected) => toClient(r.row, r.leadStatus);

/** `%text%` for LIKE, with the pattern characters in the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The screen's page and one more (to know whether a next page exists), as text in the statement:
 * drizzle sends a number given to limit() as a parameter, and only an SQL chunk is written inline.
 */
const SCREEN_PAGE_ROWS = sql.raw(String(LEADS_PAGE_SIZE + 1)) as unknown as Placeholder;

/** Which optional parts a page's query has: each combination is its own prepared statement. */
interface PageShape {
  /** A search: the text (and, with digits, the phone) condition. */
  search: "none" | "text" | "text-or-phone";
  status: boolean;
  after: boolean;
  /**
   * The screen's own page size, written into the statement: with the row count a parameter the
   * database prices a generic plan at a tenth of the table and re-plans every call instead.
   */
  screenPage: boolean;
}

/**
 * What a search finds (issue 11): the text inside "first last", the e-mail or the address, ignoring
 * case (the stored search_text, lower-cased by the database; lower() here folds the search the same
 * way, so JavaScript's case rules never meet PostgreSQL's); or, when it has at least 3 digits, its digits inside the phone's.
 */
function searchCondition(shape: PageShape["search"]): SQL | undefined {
  if (shape === "none") return undefined;
  // Sub-selects: the database folds them once per call rather than once a row, and a plan made
  // without the search's value is then no dearer than one made with it, so it is planned only once.
  const text = sql`${clients.searchText} like (select lower(${sql.placeholder("text")}::text))`;
  const phone = sql`${clients.phoneDigits} like (select ${sql.placeholder("digits")}::text)`;
  return shape === "text" ? text : sql`(${text} or ${phone})`;
}

/**
 * One page's query, prepared per shape. The rows are chosen first from the (user, created_at, id)
 * index, whose leaf entries also carry search_text and phone_digits, so a search walks one rep's
 * index entries newest first and stops at the page's last match without reading a row; only the
 * page's rows are then read and written as JSON (decision 033).
 */
function pageQuery(db: Database, shape: PageShape) {
  const afterAt = sql`('epoch'::timestamptz + ${sql.placeholder("afterMicros")}::bigint * interval '1 microsecond')`;
  const chosen = db
    .select({ id: clients.id, createdAt: clients.createdAt })
    .from(clients)
    .where(
      and(
        eq(clients.userId, sql.placeholder("userId")),
        searchCondition(shape.search),
        shape.status ? sql`${leadStatusSql} = ${sql.placeholder("status")}` : undefined,
        shape.after
          ? sql`(${clients.createdAt}, ${clients.id}) < (${afterAt}, ${sql.placeholder("afterId")}::integer)`
          : undefined,
      ),
    )
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(shape.screenPage ? SCREEN_PAGE_ROWS : sql.placeholder("rows"))
    .as("chosen");
  return db
    .select({ json: clientJsonSql, id: clients.id, createdAtMicros: clientColumns.createdAtMicros })
    .from(chosen)
    .innerJoin(clients, eq(clients.id, chosen.id))
    .orderBy(desc(chosen.createdAt), desc(chosen.id))
    .prepare(
      `measured_leads_page_${shape.search}${shape.status ? "_status" : ""}${shape.after ? "_after" : ""}${shape.screenPage ? "_screen" : ""}`,
    );
}

const pageQueries = new Map<string, ReturnType<typeof preparedPerDatabase<ReturnType<typeof pageQuery>>>>();
function preparedPage(db: Database, shape: PageShape) {
  const key = `${shape.search}|${shape.status}|${shape.after}|${shape.screenPage}`;
  let prepared = pageQueries.get(key);
  if (!prepared) {
    prepared = preparedPerDatabase((database) => pageQuery(database, shape));
    pageQueries.set(key, prepared);
  }
  return prepared(db);
}

export interface ClientsPage {
  /** The page as a JSON array of Client, ready to send. */
  json: string;
  next: ClientCursor | KeyedClientCursor | null;
}

export interface ListOptions {
  q?: string;
  status?: DerivedLeadStatus;
  after?: ClientCursor | KeyedClientCursor;
  limit: number;
  sort?: ClientSort;
}

/** The search's condition with its values inline (the sorted lists are not prepared statements). */
function searchWith(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = sql`${clients.searchText} like (select lower(${containing(q)}::text))`;
  const digits = phoneDigits(q);
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return text;
  return sql`(${text} or ${clients.phoneDigits} like ${containing(digits)})`;
}

/** A keyed sort's key: what the rows are ordered by before their id, and what a cursor carries. */
const sortKeySql: Record<KeyedClientSort, SQL<string | null>> = {
  name: sql<string>`lower(${clients.firstName} || ' ' || ${clients.lastName})`,
  "follow-up": sql<string | null>`${clients.nextFollowUpDate}::text`,
};

/** Rows after a keyed cursor, in the sort's order (ties by id; a follow-up not set comes last). */
function afterKey(sort: KeyedClientSort, after: KeyedClientCursor): SQL {
  if (sort === "name") return sql`(${sortKeySql.name}, ${clients.id}) > (${after.key}::text, ${after.id}::integer)`;
  const date = clients.nextFollowUpDate;
  if (after.key === null) return sql`(${date} is null and ${clients.id} > ${after.id}::integer)`;
  return sql`(${date} is null or (${date}, ${clients.id}) > (${after.key}::date, ${after.id}::integer))`;
}

/**
 * A page in another order than newest first (issue 21, decision 045). Oldest first walks the
 * (user, created_at, id) index forwards. Name and follow-up have no index: the rep's rows (at most
 * QUOTAS.clients) are read through the user's index entries, filtered, and the page's rows kept by a
 * top-N sort; only the page's rows are then written as JSON. Always scoped to the rep and paged.
 */
export function sortedPageQuery(db: Database, userId: number, options: ListOptions & { sort: Exclude<ClientSort, "newest"> }) {
  const { sort } = options;
  const keyed = isKeyedClientSort(sort) ? sort : null;
  const after = options.after;
  let afterCondition: SQL | undefined;
  if (after && "sort" in after && keyed) afterCondition = afterKey(keyed, after);
  else if (after && "createdAtMicros" in after) {
    const afterAt = sql`('epoch'::timestamptz + ${String(after.createdAtMicros)}::bigint * interval '1 microsecond')`;
    afterCondition = sql`(${clients.createdAt}, ${clients.id}) > (${afterAt}, ${after.id}::integer)`;
  }
  const order = keyed
    ? keyed === "name"
      ? [asc(sortKeySql.name), asc(clients.id)]
      : [sql`${clients.nextFollowUpDate} asc nulls last`, asc(clients.id)]
    : [asc(clients.createdAt), asc(clients.id)];
  const chosen = db
    .select({
      id: clients.id,
      createdAt: clients.createdAt,
      key: keyed ? sortKeySql[keyed].as("sort_key") : sql<null>`null::text`.as("sort_key"),
      nextFollowUpDate: clients.nextFollowUpDate,
    })
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        searchWith(options.q),
        options.status ? sql`${leadStatusSql} = ${options.status}` : undefined,
        afterCondition,
      ),
    )
    .orderBy(...order)
    .limit(options.limit + 1)
    .as("chosen");
  const chosenOrder = keyed
    ? keyed === "name"
      ? [asc(chosen.key), asc(chosen.id)]
      : [sql`${chosen.nextFollowUpDate} asc nulls last`, asc(chosen.id)]
    : [asc(chosen.createdAt), asc(chosen.id)];
  return db
    .select({ json: clientJsonSql, id: clients.id, createdAtMicros: clientColumns.createdAtMicros, key: chosen.key })
    .from(chosen)
    .innerJoin(clients, eq(clients.id, chosen.id))
    .orderBy(...chosenOrder);
}

async function listClientsSorted(
  db: Database,
  userId: number,
  options: ListOptions & { sort: Exclude<ClientSort, "newest"> },
): Promise<ClientsPage> {
  const keyed = isKeyedClientSort(options.sort) ? options.sort : null;
  const rows = await sortedPageQuery(db, userId, options);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  let next: ClientsPage["next"] = null;
  if (rows.length > options.limit && last) {
    next = keyed ? { sort: keyed, key: last.key, id: last.id } : { createdAtMicros: Number(last.createdAtMicros), id: last.id };
  }
  return { json: `[${page.map((r) => r.json).join(",")}]`, next };
}

/**
 * A page of the rep's leads, newest first, as JSON written by the database (clientJsonSql); the
 * cursor is the last row's (created_at, id). The leads screen reads it on every visit and every
 * keystroke of a search, so each of its shapes is a prepared statement.
 */
export async function listClients(db: Database, userId: number, options: ListOptions): Promise<ClientsPage> {
  const sort = options.sort ?? "newest";
  if (sort !== "newest") return listClientsSorted(db, userId, { ...options, sort });
  const after = options.after && "createdAtMicros" in options.after ? options.after : undefined;
  const digits = options.q ? phoneDigits(options.q) : "";
  const shape: PageShape = {
    search: !options.q ? "none" : digits.length >= PHONE_SEARCH_MIN_DIGITS ? "text-or-phone" : "text",
    status: options.status !== undefined,
    after: after !== undefined,
    screenPage: options.limit === LEADS_PAGE_SIZE,
  };
  const rows = await preparedPage(db, shape).execute({
    userId,
    text: options.q ? containing(options.q) : null,
    digits: containing(digits),
    status: options.status ?? null,
    afterMicros: after ? String(after.createdAtMicros) : null,
    afterId: after?.id ?? null,
    rows: options.limit + 1,
  });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next = rows.length > options.limit && last ? { createdAtMicros: Number(last.createdAtMicros), id: last.id } : null;
  return { json: `[${page.map((r) => r.json).join(",")}]`, next };
}

/** Total Leads, Active Deals and the count of each derived status: one aggregate in SQL. */
export async function clientsSummary(db: Database, userId: number): Promise<ClientsSummary> {
  const rows = await db
    .select({ status: leadStatusSql, count: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.userId, userId))
    .groupBy(sql`1`);
  const byStatus = Object.fromEntries(DERIVED_LEAD_STATUSES.map((s) => [s, 0])) as Record<DerivedLeadStatus, number>;
  for (const r of rows) byStatus[r.status] = Number(r.count);
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const activeDeals = ACTIVE_DEAL_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);
  return { totalLeads: total, activeDeals, byStatus };
}

export async function getClient(db: Database, userId: number, id: number): Promise<Client> {
  if (id > MAX_SERIAL_ID) throw notFound(CLIENT_NOT_FOUND);
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return answer(row);
}

/** Leads whose next follow-up is today or earlier in the rep's zone, oldest first. */
export async function followUpsDue(db: Database, userId: number, today: string): Promise<Client[]> {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.userId, userId), lte(clients.nextFollowUpDate, today)))
    .orderBy(asc(clients.nextFollowUpDate), asc(clients.id))
    .limit(FOLLOW_UPS_DUE_MAX);
  return rows.map(answer);
}
