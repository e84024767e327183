import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dateIn } from "@measured/core";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { FOLLOW_UP_DIGEST } from "../services/notifications/follow-up-digest";
import { zoneAtHour } from "../test/digest-fixtures";
import { api, type ServerProcess, signUp, startServer } from "./server-process";

/**
 * Two real server processes on one PostgreSQL, each running the job queue with the digest scheduled
 * every minute (issue 22): every tick of the schedule is one job whichever server takes it, and a
 * rep gets one digest however many ticks and servers there are.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const mailsIn = (file: string) =>
  readFileSync(file, { encoding: "utf8", flag: "a+" })
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });

describe.runIf(databaseUrl)("the job queue across two server processes", () => {
  it("with both servers running the every-minute digest schedule, two ticks make two jobs and the rep one e-mail", {
    timeout: 240_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "measured-jobs-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const logs = [path.join(dir, "a.jsonl"), path.join(dir, "b.jsonl")];
    const servers: ServerProcess[] = [];
    for (const log of logs) {
      const server = await startServer({
        DATABASE_URL: databaseUrl ?? "",
        MAIL_LOG_FILE: log,
        FOLLOW_UP_DIGEST_CRON: "* * * * *",
      });
      cleanups.push(async () => void (await server.stop()));
      servers.push(server);
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const email = `jobs.${Date.now()}@example.com`;
    const token = await signUp(a.url, email);
    const confirmation = mailsIn(logs[0] ?? "")
      .find((m) => m.to === email)
      ?.text.match(/confirm-email\?token=(\S+)/)?.[1];
    expect(
      (await api(b.url, "POST", "/api/auth/confirm-email", { body: { token: decodeURIComponent(confirmation ?? "") } })).status,
    ).toBe(200);
    const zone = zoneAtHour(new Date(), 10);
    await api(b.url, "PATCH", "/api/user/notifications", { token, body: { emailNotifications: true, timeZone: zone } });
    const lead = await api(a.url, "POST", "/api/clients", {
      token,
      body: { firstName: "Due", lastName: "Today", nextFollowUpDate: dateIn(zone, new Date()) },
    });
    expect(lead.status).toBe(201);
    const since = new Date();

    // Two ticks after the lead was due, each one job completed, whichever server worked it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.push(() => client.end());
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ n: string }>(
            "select count(*) as n from pgboss.job where name = $1 and state = 'completed' and created_on > $2",
            [FOLLOW_UP_DIGEST, since],
          );
          return Number(rows[0]?.n ?? 0);
        },
        { timeout: 200_000, interval: 2000 },
      )
      .toBeGreaterThanOrEqual(2);

    const digests = logs.flatMap(mailsIn).filter((m) => m.to === email && m.subject === "Follow-ups due today: 1");
    expect(digests).toHaveLength(1);
  });
});
