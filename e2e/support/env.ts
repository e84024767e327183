import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the app under test listens (playwright.config.ts starts it). */
// E2E_APP_PORT / E2E_OIDC_PORT let two checkouts run their browser tests side by side.
export const APP_PORT = process.env.E2E_APP_PORT ?? "5100";
export const OIDC_PORT = process.env.E2E_OIDC_PORT ?? "5556";
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/**
 * One scratch directory per run. playwright.config.ts is loaded by the runner
 * and again by every worker; the runner makes the directory and the workers,
 * started from its environment, inherit the same path.
 */
function runDir(): string {
  const existing = process.env.MEASURED_E2E_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), "measured-e2e-"));
  process.env.MEASURED_E2E_DIR = dir;
  return dir;
}

export const E2E_DIR = runDir();
export const DATA_DIR = join(E2E_DIR, "data");
/** The server appends every e-mail it sends here, one JSON line {to, subject, text}. */
export const MAIL_LOG_FILE = join(E2E_DIR, "mail.jsonl");

mkdirSync(DATA_DIR, { recursive: true });
