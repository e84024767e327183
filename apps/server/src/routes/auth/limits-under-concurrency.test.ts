import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { LOGIN_LIMITS } from "../../services/auth/accounts";
import { passwordHashingQueue } from "../../services/auth/hashing-queue";
import { RESET_LIMITS } from "../../services/auth/password-reset";
import { createUser, uniqueEmail } from "../../test/factories";
import { type TwoAppServers, twoAppServers } from "../../test/two-app-servers";

/**
 * Limits hold however many requests arrive at once and whichever app server answers them
 * (issue 9, finding 3): each request reserves its slot in the database before the work. On
 * PostgreSQL (TEST_DATABASE_URL) the two apps have their own connection pools, so a limit
 * checked before and counted after the work would let every parallel request through.
 */
const ATTACKER = "198.51.100.7";
const OWNER = "203.0.113.20";

let servers: TwoAppServers;
beforeEach(async () => {
  servers = await twoAppServers();
});
afterEach(() => servers.close());

/** Sends request `i` to one app server or the other, alternately. */
const onEither = (i: number) => servers.apps[i % 2] as TwoAppServers["apps"][0];
const hashesSince = (start: number) => passwordHashingQueue.stats.started - start;
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("sign-in limits under parallel requests, across two app servers", () => {
  test("100 parallel wrong passwords: no more than the limit reach the hash; then the owner is refused there, not elsewhere", async () => {
    const owner = await createUser(servers.apps[0]);
    const hashesBefore = passwordHashingQueue.stats.started;
    const statuses = (
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          onEither(i).inject({
            method: "POST",
            url: "/api/auth/login",
            remoteAddress: ATTACKER,
            payload: { email: owner.email, password: `wrong-${i}` },
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(LOGIN_LIMITS.perAccountAddress);
    expect(count(statuses, 429)).toBe(100 - LOGIN_LIMITS.perAccountAddress);
    expect(hashesSince(hashesBefore)).toBe(LOGIN_LIMITS.perAccountAddress);

    const right = { method: "POST" as const, url: "/api/auth/login", payload: { email: owner.email, password: owner.password } };
    const sameAddress = await servers.apps[1].inject({ ...right, remoteAddress: ATTACKER });
    expect(sameAddress.statusCode).toBe(429);
    expect(Number(sameAddress.headers["retry-after"])).toBeGreaterThan(0);
    const ownAddress = await servers.apps[0].inject({ ...right, remoteAddress: OWNER });
    expect(ownAddress.statusCode).toBe(200);
  });

  test("the right password among 100 parallel wrong ones: still no more than the limit fail at the hash", async () => {
    const owner = await createUser(servers.apps[0]);
    const hashesBefore = passwordHashingQueue.stats.started;
    const responses = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        onEither(i).inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: ATTACKER,
          payload: { email: owner.email, password: i === 50 ? owner.password : `wrong-${i}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    const rightOne = statuses[50];
    expect([200, 429]).toContain(rightOne);
    // Every wrong password either failed at the hash (at most the limit) or was refused before it.
    expect(count(statuses, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAddress);
    expect(count(statuses, 401) + count(statuses, 429) + count(statuses, 200)).toBe(101);
    expect(count(statuses, 200)).toBeLessThanOrEqual(1);
    expect(hashesSince(hashesBefore)).toBe(count(statuses, 401) + count(statuses, 200));
  });
});

describe("sign-up limit under parallel requests, across two app servers", () => {
  test("80 parallel sign-ups from one address: at most REGISTER_LIMIT_PER_ADDRESS succeed", async () => {
    const limit = servers.apps[0].env.REGISTER_LIMIT_PER_ADDRESS;
    const hashesBefore = passwordHashingQueue.stats.started;
    const statuses = (
      await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          onEither(i).inject({
            method: "POST",
            url: "/api/auth/register",
            remoteAddress: ATTACKER,
            payload: { email: uniqueEmail(`signup${i}`), password: "longenough", firstName: "A", lastName: "B" },
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(count(statuses, 201)).toBe(limit);
    expect(count(statuses, 429)).toBe(80 - limit);
    expect(hashesSince(hashesBefore)).toBe(limit);
    expect(await servers.apps[0].db.$count(servers.apps[0].db._.fullSchema.users)).toBe(limit);
  });
});

describe("reset-password under parallel requests, across two app servers", () => {
  test("made-up tokens never reach the hash, and one address is limited", async () => {
    const owner = await createUser(servers.apps[0]);
    const hashesBefore = passwordHashingQueue.stats.started;
    const statuses = (
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          onEither(i).inject({
            method: "POST",
            url: "/api/auth/reset-password",
            remoteAddress: ATTACKER,
            payload: { token: `made-up-token-${i}`, newPassword: "p".repeat(200) },
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(hashesSince(hashesBefore)).toBe(0);
    expect(count(statuses, 400)).toBe(RESET_LIMITS.perAddress);
    expect(count(statuses, 429)).toBe(60 - RESET_LIMITS.perAddress);
    // The owner's password is what it was.
    const login = await servers.apps[1].inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: OWNER,
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
