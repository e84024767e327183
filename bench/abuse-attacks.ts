/**
 * The attack classes of issue 9, each run by one ordinary account (and, for the sign-in
 * classes, a few loopback addresses) for a bounded time and a bounded number of requests.
 * Attacks the hardened server refuses are still attempted: each says what got through.
 */
import { readFileSync } from "node:fs";
import { addDays } from "@measured/core";
import { type Sent, send } from "./abuse-http";

export interface Account {
  email: string;
  password: string;
  token: string;
}

export interface AttackContext {
  baseUrl: string;
  attacker: Account;
  /** The rep the observer signs in as. */
  victim: Omit<Account, "token">;
  today: string;
  mailLog: string;
}

export interface Tally {
  sent: number;
  byStatus: Map<string, number>;
}

export interface AttackResult {
  tally: Tally;
  /** What the attack achieved, in a few words ("10000 metrics stored"). */
  through: string;
  /** Limits that did not hold, or harm done to the second rep (each a target missed). */
  breaches?: string[];
}

export interface Attack {
  name: string;
  what: string;
  run(ctx: AttackContext, seconds: number): Promise<AttackResult>;
  /** Set-up that is not the attack (a full book to export): done before the second rep's figures are taken. */
  prepare?(ctx: AttackContext): Promise<unknown>;
}

const LONG_PASSWORD = "p".repeat(200);

export const newTally = (): Tally => ({ sent: 0, byStatus: new Map() });
/** Counts one answer in the tally by its status (or "failed"). */
export const countAnswer = (tally: Tally, res: Sent) => {
  const key = res.failed ? "failed" : String(res.status);
  tally.byStatus.set(key, (tally.byStatus.get(key) ?? 0) + 1);
  tally.sent += 1;
};
/** Answers with this status ("429"), or of this class ("4xx"). */
export const statusOf = (tally: Tally, key: string) =>
  [...tally.byStatus]
    .filter(([status]) => (key.endsWith("xx") ? status[0] === key[0] : status === key))
    .reduce((n, [, c]) => n + c, 0);

/** Runs `request(i)` on `concurrency` workers until the time is up or `max` requests were sent. */
export async function flood(
  tally: Tally,
  options: { seconds: number; max: number; concurrency: number },
  request: (i: number) => Promise<Sent>,
  onAnswer?: (res: Sent, i: number) => void,
) {
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline && next < options.max) {
      const i = next++;
      const res = await request(i);
      countAnswer(tally, res);
      onAnswer?.(res, i);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function definitionCount(ctx: AttackContext): Promise<number> {
  const res = await send(ctx.baseUrl, "/api/kpi-definitions", { token: ctx.attacker.token });
  return res.status === 200 ? (JSON.parse(res.body) as unknown[]).length : -1;
}

const metricName = (n: number) => `Abuse Metric ${n}`;

/** Writes may name only tracked metrics (decision 019): the attacker makes its metrics first, as a rep would. */
function createMetric(ctx: AttackContext, n: number) {
  return send(ctx.baseUrl, "/api/kpi-definitions", {
    method: "POST",
    token: ctx.attacker.token,
    body: { name: metricName(n), unit: "count" },
  });
}

/** Metrics 0…count−1, made one at a time; a refusal (already made, over the quota) is the answer wanted. */
async function trackMetrics(ctx: AttackContext, count: number): Promise<void> {
  for (let n = 0; n < count; n++) await createMetric(ctx, n);
}

export const ATTACKS: Attack[] = [
  {
    name: "baseline",
    what: "no attack: the second rep alone",
    async run(_ctx, seconds) {
      await sleep(seconds * 1000);
      return { tally: newTally(), through: "-" };
    },
  },
  {
    name: "many metrics",
    what: "new metric definitions as fast as they are answered, and bulk saves of 100 entries naming them (untracked names refused)",
    async run(ctx, seconds) {
      const tally = newTally();
      // Twice the class's time: the next classes need many metrics.
      await flood(tally, { seconds: seconds * 2, max: 20_000, concurrency: 2 }, (i) =>
        i % 2 === 0
          ? createMetric(ctx, i / 2)
          : send(ctx.baseUrl, "/api/kpi-entries/bulk", {
              method: "POST",
              token: ctx.attacker.token,
              body: {
                entries: Array.from({ length: 100 }, (_, j) => ({
                  metricName: metricName(((i - 1) / 2 + j) % 200),
                  value: 1,
                  date: addDays(ctx.today, -(((i - 1) / 2) % 9000)),
                })),
              },
            }),
      );
      return { tally, through: `${await definitionCount(ctx)} metrics stored` };
    },
  },
  {
    name: "huge ranges",
    what: "an entry dated 2999-12-31, then distinct custom dashboard ranges of ~1,100 years (4 in parallel)",
    async run(ctx, seconds) {
      const tally = newTally();
      const far = await send(ctx.baseUrl, "/api/kpi-entries", {
        method: "POST",
        token: ctx.attacker.token,
        body: { metricName: metricName(0), value: 1, date: "2999-12-31" },
      });
      countAnswer(tally, far);
      let bytes = 0;
      let answers = 0;
      await flood(
        tally,
        { seconds, max: 3000, concurrency: 4 },
        (i) =>
          send(
            ctx.baseUrl,
            `/api/dashboard?period=custom&startDate=${addDays("1900-01-01", i)}&endDate=2999-12-31&timeZone=UTC`,
            { token: ctx.attacker.token, keepBody: false },
          ),
        (res) => {
          if (res.status === 200) {
            bytes += res.bytes;
            answers += 1;
          }
        },
      );
      const size = answers ? `${(bytes / answers / 1024).toFixed(0)} KB each` : "none";
      return { tally, through: `2999-12-31 entry ${far.status}; ${answers} range answers, ${size}` };
    },
  },
  {
    name: "clean duplicates",
    what: "Clean Duplicates over and over with the metrics above (2 in parallel)",
    async run(ctx, seconds) {
      const tally = newTally();
      const times: number[] = [];
      await flood(
        tally,
        { seconds, max: 200, concurrency: 2 },
        () => send(ctx.baseUrl, "/api/cleanup/duplicates", { method: "POST", token: ctx.attacker.token }),
        (res) => times.push(res.ms),
      );
      const slowest = times.length ? Math.max(...times) : 0;
      return { tally, through: `${times.length} runs, slowest ${(slowest / 1000).toFixed(1)} s` };
    },
  },
  {
    name: "big entry lists",
    what: "bulk saves of 100 entries (50 metrics on 2 new days), then GET /api/kpi-entries (the whole list) over and over",
    async run(ctx, seconds) {
      const tally = newTally();
      await trackMetrics(ctx, 50);
      await flood(tally, { seconds: seconds / 2, max: 2000, concurrency: 2 }, (i) =>
        send(ctx.baseUrl, "/api/kpi-entries/bulk", {
          method: "POST",
          token: ctx.attacker.token,
          body: {
            entries: Array.from({ length: 100 }, (_, j) => ({
              metricName: metricName(j % 50),
              value: 2,
              date: addDays(ctx.today, -(9000 + 2 * i + Math.floor(j / 50))),
            })),
          },
        }),
      );
      let biggest = 0;
      await flood(
        tally,
        { seconds: seconds / 2, max: 500, concurrency: 2 },
        () => send(ctx.baseUrl, "/api/kpi-entries", { token: ctx.attacker.token, keepBody: false }),
        (res) => {
          biggest = Math.max(biggest, res.bytes);
        },
      );
      return { tally, through: `entry list answer ${(biggest / 1024 / 1024).toFixed(1)} MB` };
    },
  },
  {
    name: "big preferences",
    what: "PATCH /api/user/preferences with 200 new 70-character names each time (2 in parallel)",
    async run(ctx, seconds) {
      const tally = newTally();
      await flood(tally, { seconds, max: 5000, concurrency: 2 }, (i) =>
        send(ctx.baseUrl, "/api/user/preferences", {
          method: "PATCH",
          token: ctx.attacker.token,
          body: {
            metricVisibility: Object.fromEntries(
              Array.from({ length: 200 }, (_, j) => [`Preference ${i}-${j} ${"x".repeat(50)}`, j % 2 === 0]),
            ),
          },
        }),
      );
      const stored = await send(ctx.baseUrl, "/api/user/preferences", { token: ctx.attacker.token, keepBody: false });
      return { tally, through: `preferences answer ${(stored.bytes / 1024 / 1024).toFixed(1)} MB` };
    },
  },
  {
    name: "junk input",
    what: "hostile text and numbers on every write (NUL, bidi, zero-width, 1e300, 0x10, ids past 32 bits; 4 in parallel)",
    async run(ctx, seconds) {
      const tally = newTally();
      const junk = junkRequests(ctx.today);
      const accepted = new Set<number>();
      await flood(
        tally,
        { seconds, max: 3000, concurrency: 4 },
        (i) => {
          const j = junk[i % junk.length] as JunkRequest;
          return send(ctx.baseUrl, j.path, { method: j.method, token: ctx.attacker.token, body: j.body, from: "127.0.0.5" });
        },
        (res, i) => {
          if (res.status < 300 && (junk[i % junk.length] as JunkRequest).shouldRefuse) accepted.add(i % junk.length);
        },
      );
      return {
        tally,
        through: `${accepted.size} of ${junk.length} hostile requests accepted (2xx), ${statusOf(tally, "5xx")} answers 5xx`,
        breaches: [
          ...(accepted.size > 0 ? [`${accepted.size} kinds of hostile value accepted`] : []),
          ...(statusOf(tally, "5xx") > 0 ? [`${statusOf(tally, "5xx")} answers 5xx`] : []),
        ],
      };
    },
  },
  {
    name: "wrong passwords",
    what: "the attacker's own account, 200-character wrong passwords, 100 in parallel from one address",
    async run(ctx, seconds) {
      const tally = newTally();
      let hashed = 0;
      await flood(
        tally,
        { seconds, max: 2000, concurrency: 100 },
        () =>
          send(ctx.baseUrl, "/api/auth/login", {
            method: "POST",
            body: { email: ctx.attacker.email, password: LONG_PASSWORD },
            from: "127.0.0.2",
          }),
        (res) => {
          if (res.status === 401) hashed += 1;
        },
      );
      const right = await send(ctx.baseUrl, "/api/auth/login", {
        method: "POST",
        body: { email: ctx.attacker.email, password: ctx.attacker.password },
        from: "127.0.0.2",
      });
      return {
        tally,
        through: `${hashed} answered 401 (limit 20 per 15 min); then the right one ${right.status}`,
        breaches: hashed > 20 ? [`${hashed} wrong passwords checked past the limit of 20`] : [],
      };
    },
  },
  {
    name: "sign-ups",
    what: "sign-ups with 200-character passwords, 80 in parallel from one address",
    async run(ctx, seconds) {
      const tally = newTally();
      const stamp = Date.now().toString(36);
      await flood(tally, { seconds, max: 400, concurrency: 80 }, (i) =>
        send(ctx.baseUrl, "/api/auth/register", {
          method: "POST",
          body: { email: `flood.${stamp}.${i}@example.com`, password: LONG_PASSWORD, firstName: "F", lastName: "L" },
          from: "127.0.0.3",
        }),
      );
      const made = statusOf(tally, "2xx");
      return {
        tally,
        through: `${made} accounts made (limit 30 an hour)`,
        breaches: made > 30 ? [`${made} accounts made past the limit of 30`] : [],
      };
    },
  },
  {
    name: "password resets",
    what: "reset-password with made-up tokens and 200-character passwords, 100 in parallel from one address",
    async run(ctx, seconds) {
      const tally = newTally();
      await flood(tally, { seconds, max: 3000, concurrency: 100 }, (i) =>
        send(ctx.baseUrl, "/api/auth/reset-password", {
          method: "POST",
          body: { token: `made-up-${i}-${"t".repeat(40)}`, newPassword: LONG_PASSWORD },
          from: "127.0.0.4",
        }),
      );
      return {
        tally,
        through: `${statusOf(tally, "400")} answered 400 (not stopped by a limit), ${statusOf(tally, "429")} limited (429)`,
      };
    },
  },
  {
    name: "stranger lockout",
    what: "5 forgot-password for the second rep, then rounds of 5 wrong passwords (one from each of 5 addresses) each followed at once by the rep's right one",
    async run(ctx, seconds) {
      const tally = newTally();
      const started = performance.now();
      const strangers = ["127.0.0.10", "127.0.0.11", "127.0.0.12", "127.0.0.13", "127.0.0.14"];
      const forgot = (from: string) =>
        send(ctx.baseUrl, "/api/auth/forgot-password", { method: "POST", body: { email: ctx.victim.email }, from });
      for (const res of await Promise.all(strangers.map(forgot))) countAnswer(tally, res);
      const mailsBefore = mailsTo(ctx.mailLog, ctx.victim.email);
      const own = await forgot("127.0.0.1");
      await sleep(500);
      const ownMail = mailsTo(ctx.mailLog, ctx.victim.email) > mailsBefore;
      let rounds = 0;
      let lockedOut = 0;
      while (performance.now() - started < seconds * 1000 && rounds < 20) {
        const wrong = await Promise.all(
          strangers.map((from) =>
            send(ctx.baseUrl, "/api/auth/login", {
              method: "POST",
              body: { email: ctx.victim.email, password: "not-the-password" },
              from,
            }),
          ),
        );
        for (const res of wrong) countAnswer(tally, res);
        const right = await send(ctx.baseUrl, "/api/auth/login", {
          method: "POST",
          body: { email: ctx.victim.email, password: ctx.victim.password },
          from: "127.0.0.1",
        });
        rounds += 1;
        if (right.status === 429) lockedOut += 1;
        await sleep(500);
      }
      return {
        tally,
        through: `the rep's own reset: ${own.status}, e-mail ${ownMail ? "sent" : "NOT sent"}; right password refused 429 in ${lockedOut} of ${rounds} rounds`,
        breaches: [
          ...(ownMail ? [] : ["strangers blocked the rep's own password reset"]),
          ...(lockedOut > 0 ? [`strangers locked the rep out (${lockedOut} of ${rounds} right passwords refused)`] : []),
        ],
      };
    },
  },
];

function mailsTo(mailLog: string, email: string): number {
  try {
    return readFileSync(mailLog, "utf8")
      .split("\n")
      .filter((line) => line.includes(email)).length;
  } catch {
    return 0;
  }
}

interface JunkRequest {
  method: string;
  path: string;
  body?: unknown;
  /** A 2xx to this is a value that should have been refused (issue 9 findings 7 and 8). */
  shouldRefuse: boolean;
}

function junkRequests(today: string): JunkRequest[] {
  const def = (body: Record<string, unknown>): JunkRequest => ({
    method: "POST",
    path: "/api/kpi-definitions",
    body: { unit: "count", ...body },
    shouldRefuse: true,
  });
  const entry = (body: Record<string, unknown>): JunkRequest => ({
    method: "POST",
    path: "/api/kpi-entries",
    body: { date: today, ...body },
    shouldRefuse: true,
  });
  return [
    def({ name: "Nul\u0000Metric" }),
    def({ name: "\u200B" }),
    def({ name: "\u202EcirteM" }),
    def({ name: "Target Huge", targetValue: 1e300 }),
    def({ name: "Target Hundred Million", targetValue: 100_000_000 }),
    def({ name: "Target Hex", targetValue: "0x10" }),
    // Look-alike names: a day of 20 hours is allowed, so taking these is no breach by itself.
    { ...entry({ metricName: "Hours\u00a0Worked", value: 20 }), shouldRefuse: false },
    { ...entry({ metricName: "\u0397ours Worked", value: 20 }), shouldRefuse: false },
    entry({ metricName: "Doors Knocked", value: "1.239" }),
    entry({ metricName: "Doors Knocked", value: "0x10" }),
    entry({ metricName: "Doors Knocked", value: "0b101" }),
    entry({ metricName: "Doors Knocked", value: "1e3" }),
    entry({ metricName: "Doors Knocked", value: 0.005 }),
    entry({ metricName: "Doors Knocked", value: 1, notes: "a\u0000b" }),
    {
      method: "POST",
      path: "/api/kpi-entries/bulk",
      body: { entries: [{ kpiDefinitionId: 2 ** 31, value: 1, date: today }] },
      shouldRefuse: true,
    },
    {
      method: "POST",
      path: "/api/kpi-entries/bulk",
      body: { entries: [{ kpiDefinitionId: 2 ** 53, value: 1, date: today }] },
      shouldRefuse: true,
    },
    { method: "DELETE", path: "/api/kpi-definitions/1e3", shouldRefuse: true },
    { method: "DELETE", path: "/api/kpi-definitions/0x10", shouldRefuse: true },
    { method: "DELETE", path: "/api/kpi-definitions/2147483648", shouldRefuse: true },
    {
      method: "GET",
      path: "/api/dashboard?period=custom&startDate=0001-01-01&endDate=3000-01-01&timeZone=UTC",
      shouldRefuse: true,
    },
    { method: "PATCH", path: "/api/user/preferences", body: { metricVisibility: { "\u0000": true } }, shouldRefuse: true },
  ];
}
