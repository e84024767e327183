import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bytes, createdAt, id, ownerId } from "./columns";
import { users } from "./users";

/**
 * The rep's profile photo (issue 25), square and resized before it is stored, in the database like the
 * receipts (decision 056) so every app server serves the same one. One per rep.
 */
export const profilePhotos = pgTable(
  "profile_photos",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytes("bytes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("profile_photos_byte_size_matches", sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.bytes})`)],
);

/** Ten single-use recovery codes per rep with two-factor sign-in on; only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: ownerId(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in that proved the password (or Google) and now waits for the second factor. The browser
 * holds the token; only its SHA-256 is kept. Short-lived, with a count of wrong codes.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerId(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_challenges_user_idx").on(t.userId), index("sign_in_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * Export All Data / Download My Data (issue 25): an archive built by a job on the queue, its progress,
 * and, once done, kept for a day for its owner to download. The archive's bytes are its chunks.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: ownerId(),
    /** queued, running, done or failed. */
    status: text("status").notNull().default("queued"),
    /** "request" (a button) or "auto-backup" (the weekly e-mail). */
    reason: text("reason").notNull().default("request"),
    doneRows: integer("done_rows").notNull().default(0),
    totalRows: integer("total_rows").notNull().default(0),
    byteSize: bigint("byte_size", { mode: "number" }).notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt), index("data_exports_expires_idx").on(t.expiresAt)],
);

/** An archive's bytes, written and read in order a chunk at a time so memory stays flat. */
export const dataExportChunks = pgTable(
  "data_export_chunks",
  {
    exportId: integer("export_id")
      .notNull()
      .references(() => dataExports.id, { onDelete: "cascade" }),
    userId: ownerId(),
    seq: integer("seq").notNull(),
    bytes: bytes("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] }), index("data_export_chunks_user_idx").on(t.userId)],
);

/**
 * "Analytics tracking" (issue 25): the screens a rep opened, a count a day, kept only while the switch
 * is on and shown to the rep; never sent anywhere.
 */
export const screenViews = pgTable(
  "screen_views",
  {
    userId: ownerId(),
    day: date("day", { mode: "string" }).notNull(),
    screen: text("screen").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.screen] })],
);

/** "Usage statistics" (issue 25): how often each feature is used a day, with no account named. */
export const usageCounts = pgTable(
  "usage_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    feature: text("feature").notNull(),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.feature] })],
);
