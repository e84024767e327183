import type { LoginInput, RegisterInput } from "@measured/core";
import type { Database } from "@measured/db";
import { HttpError } from "../lib/http-errors";
import { hashPassword, verifyPassword } from "./passwords";
import { assertUnderLimits, clearHits, recordHits } from "./rate-limit";
import { findUserByEmail, insertUser, type UserRow } from "./users";

const MINUTE = 60_000;
export const LOGIN_LIMITS = { perAccount: 5, windowMs: 15 * MINUTE };
export const REGISTER_LIMITS = { windowMs: 60 * MINUTE };

/** Per-address limits come from the environment (REGISTER_LIMIT_PER_ADDRESS, LOGIN_LIMIT_PER_ADDRESS). */
export interface AddressLimits {
  registerPerAddress: number;
  loginPerAddress: number;
}

const loginKeys = (email: string, ip: string) => ({
  account: `login:account:${email.toLowerCase()}`,
  address: `login:address:${ip}`,
});

export async function register(db: Database, input: RegisterInput, ip: string, limits: AddressLimits): Promise<UserRow> {
  const addressKey = `register:address:${ip}`;
  await assertUnderLimits(
    db,
    [{ key: addressKey, max: limits.registerPerAddress, windowMs: REGISTER_LIMITS.windowMs }],
    "Too many accounts created from this address. Try again in {minutes}.",
  );
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    authProvider: "email",
  });
  await recordHits(db, [addressKey]);
  if (!user) throw new HttpError(409, "An account with this email already exists");
  return user;
}

/** Checks a password; failures count against the account and the address (429 past the limit). */
export async function login(db: Database, input: LoginInput, ip: string, limits: AddressLimits): Promise<UserRow> {
  const keys = loginKeys(input.email, ip);
  await assertUnderLimits(
    db,
    [
      { key: keys.account, max: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs },
      { key: keys.address, max: limits.loginPerAddress, windowMs: LOGIN_LIMITS.windowMs },
    ],
    "Too many failed sign-in attempts. Try again in {minutes}.",
  );
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordHits(db, [keys.account, keys.address]);
    const message =
      user && !user.passwordHash
        ? "This account signs in with Google. Use Continue with Google, or reset your password to set one."
        : "Invalid email or password";
    throw new HttpError(401, message);
  }
  await clearHits(db, keys.account);
  return user;
}
