import { addDays, dateIn } from "@measured/core";
import { eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { TEST_APP_URL, test } from "../../test/app";
import { repWithFollowUps, zoneAtHour } from "../../test/digest-fixtures";
import { sendFollowUpDigests } from "./follow-up-digest";

const now = new Date();
const morning = zoneAtHour(now, 8);
const today = dateIn(morning, now);

describe("the morning follow-up digest", () => {
  test("goes once a day to reps with e-mail on, follow-ups due and morning in their zone", async ({ app, outbox }) => {
    const due = await repWithFollowUps(app, { timeZone: morning, followUps: [addDays(today, -3), today, addDays(today, 1)] });
    await repWithFollowUps(app, { timeZone: zoneAtHour(now, 5), followUps: [today] }); // before 7:00 there
    await repWithFollowUps(app, { timeZone: morning, followUps: [today], emailNotifications: false });
    await repWithFollowUps(app, { timeZone: morning, followUps: [addDays(today, 1), null] }); // nothing due yet

    expect(await sendFollowUpDigests(app.db, app.mailer, { now, appUrl: TEST_APP_URL })).toBe(1);
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail?.to).toBe(due.email);
    expect(mail?.subject).toBe("Follow-ups due today: 2");
    expect(mail?.text).toContain(`(overdue since ${addDays(today, -3)})`);
    expect(mail?.text).toContain("(today)");
    expect(mail?.text).toContain(`${TEST_APP_URL}/clients`);

    // Later sweeps that day, in parallel too, send nothing more.
    const again = await Promise.all([1, 2, 3].map(() => sendFollowUpDigests(app.db, app.mailer, { now, appUrl: TEST_APP_URL })));
    expect(again).toEqual([0, 0, 0]);
    expect(outbox).toHaveLength(1);
  });

  test("a failed send is tried again by the next sweep, and the others still get theirs", async ({ app, outbox }) => {
    const failing = await repWithFollowUps(app, { timeZone: morning, followUps: [today] });
    const other = await repWithFollowUps(app, { timeZone: morning, followUps: [today] });
    let down = true;
    const flaky = {
      async send(message: (typeof outbox)[number]) {
        if (down && message.to === failing.email) throw new Error("SMTP down");
        outbox.push(message);
      },
    };
    await expect(sendFollowUpDigests(app.db, flaky, { now, appUrl: TEST_APP_URL })).rejects.toThrow("1 follow-up digests failed");
    expect(outbox.map((m) => m.to)).toEqual([other.email]);
    const claims = await app.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.userId, failing.id));
    expect(claims).toHaveLength(0);

    down = false;
    expect(await sendFollowUpDigests(app.db, flaky, { now, appUrl: TEST_APP_URL })).toBe(1);
    expect(outbox.map((m) => m.to)).toEqual([other.email, failing.email]);
  });

  test("a rep who moves the zone east after the digest gets no second one within 20 hours", async ({ app, outbox }) => {
    const sent = new Date("2026-11-26T12:00:00Z"); // noon in Etc/GMT, the 26th
    const rep = await repWithFollowUps(app, { timeZone: "Etc/GMT", followUps: ["2026-11-20"] });
    expect(await sendFollowUpDigests(app.db, app.mailer, { now: sent, appUrl: TEST_APP_URL })).toBe(1);
    await app.db
      .update(schema.userPreferences)
      .set({ timeZone: "Etc/GMT-12" }) // twelve hours ahead: 08:00 on the 27th eight hours later
      .where(eq(schema.userPreferences.userId, rep.id));
    const at = (hours: number) => new Date(sent.getTime() + hours * 3_600_000);
    expect(await sendFollowUpDigests(app.db, app.mailer, { now: at(8), appUrl: TEST_APP_URL })).toBe(0);
    expect(outbox).toHaveLength(1);
    // The next day's digest still comes once the window has passed (09:00 UTC, 21:00 on the 27th there).
    expect(await sendFollowUpDigests(app.db, app.mailer, { now: at(21), appUrl: TEST_APP_URL })).toBe(1);
    expect(outbox).toHaveLength(2);
  });
});
