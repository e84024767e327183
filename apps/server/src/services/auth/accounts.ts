import type { LoginInput, RegisterInput } from "@measured/core";
import type { Database } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { hashPassword, verifyPassword } from "./passwords";
import { type Limit, releaseSlots, withSlots } from "./rate-limit";
import { findUserByEmail, insertUser, type UserRow } from "./users";

const MINUTE = 60_000;
/**
 * Failed sign-ins (decision: docs/security.md, OWASP Authentication Cheat Sheet, "Account
 * lockout"): counted per account and address, so strangers elsewhere never lock the owner out;
 * per address across accounts (LOGIN_LIMIT_PER_ADDRESS), against guessing many accounts; and per
 * account across all addresses, much higher, so a spread-out attack on one account still slows.
 */
export const LOGIN_LIMITS = {
  perAccountAddress: 5,
  windowMs: 15 * MINUTE,
  perAccount: 100,
  accountWindowMs: 60 * MINUTE,
};
export const REGISTER_LIMITS = { windowMs: 60 * MINUTE };
export const LOGIN_TOO_MANY = "Too many failed sign-in attempts. Try again in {minutes}.";
export const REGISTER_TOO_MANY = "Too many accounts created from this address. Try again in {minutes}.";

/** Per-address limits come from the environment (REGISTER_LIMIT_PER_ADDRESS, LOGIN_LIMIT_PER_ADDRESS). */
export interface AddressLimits {
  registerPerAddress: number;
  loginPerAddress: number;
}

/** An address never holds a space and a checked e-mail neither, so the pair key is unambiguous. */
export function loginLimits(email: string, ip: string, limits: AddressLimits): Limit[] {
  const account = email.toLowerCase();
  return [
    { key: `login:account-address:${ip} ${account}`, max: LOGIN_LIMITS.perAccountAddress, windowMs: LOGIN_LIMITS.windowMs },
    { key: `login:address:${ip}`, max: limits.loginPerAddress, windowMs: LOGIN_LIMITS.windowMs },
    { key: `login:account:${account}`, max: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.accountWindowMs },
  ];
}

/** Creates an account; the address's slot is reserved before the password is hashed. */
export async function register(db: Database, input: RegisterInput, ip: string, limits: AddressLimits): Promise<UserRow> {
  const limit = { key: `register:address:${ip}`, max: limits.registerPerAddress, windowMs: REGISTER_LIMITS.windowMs };
  return withSlots(db, [limit], REGISTER_TOO_MANY, async () => {
    const taken = () => new HttpError(409, "An account with this email already exists");
    // A taken address is answered without spending a hash on it; the insert below still decides a race.
    if (await findUserByEmail(db, input.email)) throw taken();
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      authProvider: "email",
    });
    if (!user) throw taken();
    return user;
  });
}

/**
 * Checks a password. Every attempt first reserves a slot under each sign-in limit (429 past
 * any), so however many arrive at once, no more than the limit reach the hash; a success
 * gives its own slots back, so only failures count.
 */
export async function login(db: Database, input: LoginInput, ip: string, limits: AddressLimits): Promise<UserRow> {
  return withSlots(db, loginLimits(input.email, ip, limits), LOGIN_TOO_MANY, async (reservation) => {
    const user = await findUserByEmail(db, input.email);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) {
      const message =
        user && !user.passwordHash
          ? "This account signs in with Google. Use Continue with Google, or reset your password to set one."
          : "Invalid email or password";
      throw new HttpError(401, message);
    }
    await releaseSlots(db, reservation);
    return user;
  });
}
