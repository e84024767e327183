import { type SQL, schema, sql } from "@measured/db";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

/**
 * What Export All Data puts in the archive (issue 25), table by table. The list is checked against the
 * schema (archive-tables.test.ts): every table with a column pointing at users is either exported here or
 * left out in ARCHIVE_EXCLUDED with its reason, so a table added later cannot be forgotten silently.
 */
export interface ArchiveTable {
  /** The table's SQL name; also its files' names (json/<name>.json, csv/<name>.csv). */
  name: string;
  /** The rep's rows, as a condition on the table aliased `t`. */
  owned: (userId: number) => SQL;
  /** The columns written, in order (the CSV's header). */
  columns: readonly string[];
  /** The select list on `t` when it is not simply `columns` (a computed or hidden value). */
  select?: (userId: number) => SQL;
  /** A unique order to read the rep's rows page by page (keyset), all of them among `columns`. */
  key: readonly string[];
}

/**
 * Tables that point at a rep but are not the rep's data, each with why. Secrets, copies of answers and the
 * archives themselves stay out.
 */
export const ARCHIVE_EXCLUDED: Readonly<Record<string, string>> = {
  sessions: "sign-in sessions: a hash of each session's token, the server's record of who is signed in",
  idempotency_keys: "stored answers to retried writes, copies of data exported from its own table",
  export_leases: "the slot an export holds while it runs: internal state, gone when it ends",
  email_confirmations: "a pending confirmation link's token hash: a secret that could confirm the address",
  two_factor_recovery_codes: "hashes of the two-factor recovery codes: secrets",
  sign_in_challenges: "half-finished sign-ins waiting for the second factor: token hashes, minutes long",
  data_exports: "the archives themselves: an archive would hold the record of itself",
  data_export_chunks: "the archives' bytes: an archive would hold copies of the earlier archives",
};

/**
 * Columns left out of every row, by table: secrets (a password's hash, reset and unsubscribe tokens, the
 * two-factor secret, a team invitation's token, Google's subject id), values the database derives from
 * others (a lead's search text and phone digits), internal counters, and the raw bytes of receipts and
 * the photo, which are files of their own in the archive.
 */
const OMITTED: Readonly<Record<string, readonly string[]>> = {
  users: [
    "password_hash",
    "reset_token",
    "reset_token_expiry",
    "google_sub",
    "unsubscribe_token",
    "two_factor_secret",
    "two_factor_pending_secret",
    "two_factor_last_step",
    "data_version",
  ],
  clients: ["search_text", "phone_digits"],
  team_invitations: ["token"],
  receipts: ["bytes"],
  profile_photos: ["bytes"],
};

const allTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value) => value instanceof PgTable);

/** The columns of a table that point at users (users' own id for users). */
function userColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const columns = config.foreignKeys
    .filter((fk) => getTableConfig(fk.reference().foreignTable).name === "users")
    .flatMap((fk) => fk.reference().columns.map((c) => c.name));
  if (config.name === "users") columns.push("id");
  return [...new Set(columns)];
}

/** Every table of the schema with a column pointing at a rep: what the archive must account for. */
export function userOwnedTableNames(): string[] {
  return allTables.filter((t) => userColumns(t).length > 0).map((t) => getTableConfig(t).name);
}

const col = (name: string) => sql`t.${sql.identifier(name)}`;

/** A table exported as it is: the rep's rows by the column pointing at them, every column but the omitted ones. */
function plainTable(table: PgTable, ownerColumn: string): ArchiveTable {
  const config = getTableConfig(table);
  const omitted = new Set(OMITTED[config.name] ?? []);
  const columns = config.columns.map((c) => c.name).filter((name) => !omitted.has(name));
  const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
  const key = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns.map((c) => c.name) ?? []);
  if (key.length === 0) throw new Error(`archive: ${config.name} has no primary key to page by`);
  return { name: config.name, owned: (userId) => sql`${col(ownerColumn)} = ${userId}`, columns, key };
}

/**
 * Teams: those the rep owns or belongs to, with nothing of the other reps in them beyond the team's name
 * (a team someone else owns shows no owner and no description).
 */
const teamsTable: ArchiveTable = {
  name: "teams",
  owned: (userId) => sql`(t.owner_id = ${userId} or t.id in (select m.team_id from team_members m where m.user_id = ${userId}))`,
  columns: ["id", "name", "description", "is_active", "created_at", "owned_by_me"],
  select: (userId) =>
    sql`t.id, t.name, case when t.owner_id = ${userId} then t.description end as description, t.is_active, t.created_at, (t.owner_id = ${userId}) as owned_by_me`,
  key: ["id"],
};

/** Exported tables whose rows are not simply "the column pointing at the rep equals them". */
const SPECIAL: Readonly<Record<string, ArchiveTable>> = { teams: teamsTable };

/**
 * The exported tables, in the schema's order. For a table with two columns pointing at users, the
 * first is its owner (team_invitations: the inviter; invitations to the rep are the inviter's).
 */
export function archiveTables(): ArchiveTable[] {
  return allTables.flatMap((table) => {
    const name = getTableConfig(table).name;
    const owners = userColumns(table);
    if (owners.length === 0 || name in ARCHIVE_EXCLUDED) return [];
    const special = SPECIAL[name];
    if (special) return [special];
    const owner = name === "users" ? "id" : owners[0];
    return owner ? [plainTable(table, owner)] : [];
  });
}
