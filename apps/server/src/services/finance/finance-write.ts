import { MIN_TRIP_MESSAGE } from "@measured/core";
import type { Database } from "@measured/db";
import { FieldError } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";

/** The SQLSTATE and constraint of a PostgreSQL error, or of the driver error drizzle wrapped. */
export function databaseRefusal(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === "string" ? { constraint } : {}) };
    }
  }
  return undefined;
}

/**
 * The ledger's checks (migration 0022, decision 056) as the field and message core gives for the same
 * value. Core refuses these values before any write; the checks catch an older row that breaks one and
 * is updated without fixing it (they were added NOT VALID), or a route that forgets.
 */
const CHECKS: Record<string, { field: string; message: string }> = {
  expenses_amount_positive: { field: "amount", message: "Amount must be greater than 0" },
  revenue_entries_amount_positive: { field: "amount", message: "Amount must be greater than 0" },
  mileage_entries_miles_positive: { field: "miles", message: MIN_TRIP_MESSAGE },
  mileage_entries_rate_not_negative: { field: "rate", message: "Rate must be at least 0" },
};

/**
 * A write of the rep's ledger: one repWrite (the rep's row first, one transaction, re-run on a
 * deadlock; decision 050), with a check violation (23514) answered 400 on its field.
 */
export async function financeWrite<T>(db: Database, userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await repWrite(db, userId, work);
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal?.code === "23514") {
      const check = CHECKS[refusal.constraint ?? ""] ?? { field: "request", message: "A value is out of range" };
      throw new FieldError(check.field, check.message);
    }
    throw error;
  }
}
