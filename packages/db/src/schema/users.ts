import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    authProvider: text("auth_provider").notNull().default("email"),
    /** Google's stable subject id, set when the account has signed in with Google. */
    googleSub: text("google_sub").unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    industry: text("industry"),
    selectedKpis: jsonb("selected_kpis").$type<string[]>().notNull().default([]),
    isOnboarded: boolean("is_onboarded").notNull().default(false),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** SHA-256 of the single-use reset token; the token itself is only ever in the e-mail. */
    resetToken: text("reset_token"),
    resetTokenExpiry: timestamp("reset_token_expiry", { withTimezone: true, mode: "date" }),
    /**
     * Bumped by database triggers whenever the user's metrics, entries or clients change, so
     * a cached dashboard can be checked against it in the same query as the session.
     */
    dataVersion: integer("data_version").notNull().default(0),
    /**
     * The capability in every digest's one-click unsubscribe link (RFC 8058): it can only turn the
     * rep's e-mails off, so it is kept as sent, made at the first digest and never changed.
     */
    unsubscribeToken: text("unsubscribe_token").unique(),
    /**
     * Two-factor sign-in (issue 25): the authenticator app's shared secret (base32) once confirmed, the
     * one being set up until its first code is proven, when it was turned on, and the last 30-second
     * step a code was accepted for, so a code cannot be used twice in its window.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true, mode: "date" }),
    twoFactorLastStep: integer("two_factor_last_step"),
    /** Set on a Try the demo account (issue 25): the scheduled job removes the account after this time. */
    demoExpiresAt: timestamp("demo_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_reset_token_idx").on(t.resetToken),
    index("users_demo_expires_idx").on(t.demoExpiresAt).where(sql`${t.demoExpiresAt} is not null`),
  ],
);

/**
 * Sessions live in the database so that any number of app servers share them.
 * `sid` is the SHA-256 of the token the client holds; the token is never stored.
 */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").$type<{ createdAt: string; userAgent?: string }>().notNull(),
    expire: timestamp("expire", { withTimezone: true, mode: "date" }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

/**
 * One row per counted attempt (failed sign-in, reset request) keyed by what is limited,
 * e.g. `login:email:a@b.c` or `login:ip:1.2.3.4`. Kept in the database so limits hold
 * across app servers.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);

/**
 * Answers to writes sent with an Idempotency-Key, stored in the same transaction as the
 * write, so a retried request gets the first answer and writes nothing twice.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** METHOD and path plus a hash of the body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_unique").on(t.userId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * An export running for a rep (issue 22): one at a time per rep, across every app server. A lease, not
 * a lock held on a connection: the row says until when; a server that dies mid-export leaves a row that
 * expires. `token` names the export that holds it, so only that one gives it back.
 */
export const exportLeases = pgTable("export_leases", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * The one live confirmation link of an account (issue 22, decision 054): sign-up asks to confirm the
 * address typed; a change of address will ask to confirm the new one before it takes effect. A new
 * link replaces the old. `tokenHash` is the SHA-256 of the token, which is only ever in the e-mail.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("email_confirmations_expires_idx").on(t.expiresAt)],
);
