import type { Database } from "@measured/db";
import { FieldError } from "../../lib/http-errors";
import { verifyPassword } from "../auth/passwords";
import { reserveSlots } from "../auth/rate-limit";

const HOUR = 3_600_000;

/**
 * An account change that needs the current password (a new e-mail address, a new password): the try is
 * counted first, at most `perHour` an hour in the shared rate limits, so a wrong password counts too and
 * the password cannot be guessed through the change; a wrong one is the `currentPassword` field's error.
 */
export async function proveCurrentPassword(
  db: Database,
  change: { key: string; perHour: number; tooMany: string; wrong: string },
  passwordHash: string,
  password: string,
): Promise<void> {
  await reserveSlots(db, [{ key: change.key, max: change.perHour, windowMs: HOUR }], change.tooMany);
  if (!(await verifyPassword(passwordHash, password))) throw new FieldError("currentPassword", change.wrong);
}
