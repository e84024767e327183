import { DEMO_LIMIT_PER_ADDRESS } from "@measured/core";
import { z } from "zod";
import { trustProxySchema } from "./lib/trust-proxy";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** Every setting the server reads, checked once at boot. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    /** Where the embedded database keeps its files (ignored when DATABASE_URL is set). */
    DATA_DIR: z.string().default("./data"),
    /** A PostgreSQL server; when set, the embedded database is not used. */
    DATABASE_URL: optionalString.pipe(z.url({ message: "DATABASE_URL must be a postgres:// URL" }).optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a request waits for a free connection before it is answered 503. */
    DATABASE_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** The longest a query may run (PostgreSQL statement_timeout and idle-in-transaction timeout). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
    /** The address users reach the app at; links in e-mails are built from it, never from the request. */
    APP_URL: optionalString.pipe(z.url({ message: "APP_URL must be a URL like https://app.example.com" }).optional()),
    /** smtp:// or smtps:// URL; without it e-mails are written to the log. */
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("Measured <no-reply@measured.local>"),
    /** Also append every e-mail as a JSON line to this file (used by browser tests). */
    MAIL_LOG_FILE: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
    /** Accounts one address may create per hour (offices and campuses share addresses). */
    REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    /** Failed sign-ins one address may make per 15 minutes, across all accounts. */
    LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /** Reset e-mails asked for, and new passwords tried, from one address per hour (each). */
    RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /** Try the demo accounts one address may open per hour (issue 25). */
    DEMO_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(DEMO_LIMIT_PER_ADDRESS),
    /** Dashboards kept per server process (0 turns the cache off, e.g. to benchmark the computation). */
    DASHBOARD_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Run scheduled jobs (the morning follow-up digest) in this process; every server may. */
    JOBS: z.enum(["on", "off"]).default("on"),
    /** When the follow-up digest sweep runs (cron, server time); each rep gets it after 7:00 in their zone. */
    FOLLOW_UP_DIGEST_CRON: z.string().min(9).max(100).default("*/15 * * * *"),
    /** The nightly removal of expired sessions, links, leases, delivery claims and rate-limit hits (UTC). */
    CLEANUP_CRON: z.string().min(9).max(100).default("17 3 * * *"),
    /** The removal of Try the demo accounts whose day is over (hourly). */
    DEMO_REMOVAL_CRON: z.string().min(9).max(100).default("41 * * * *"),
    /** The proxies whose X-Forwarded-For is believed: a hop count or their addresses (lib/trust-proxy.ts). */
    TRUST_PROXY: trustProxySchema,
    /** Serve the built web app from this folder (default apps/web/dist). */
    WEB_DIST: optionalString,
  })
  .transform((env) => ({
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one error that lists every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
