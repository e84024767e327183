import { dateIn, INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBED_MESSAGE } from "@measured/core";
import { describe, expect } from "vitest";
import { sendFollowUpDigests } from "../../services/notifications/follow-up-digest";
import { TEST_APP_URL, test } from "../../test/app";
import { repWithFollowUps, zoneAtHour } from "../../test/digest-fixtures";
import { bearer } from "../../test/factories";

const now = new Date();
const morning = zoneAtHour(now, 8);
const today = dateIn(morning, now);

describe("the digest's address and its unsubscribe (decision 054)", () => {
  test("a rep who never confirmed the address gets no digest", async ({ app, outbox }) => {
    await repWithFollowUps(app, { timeZone: morning, followUps: [today], confirm: false });
    outbox.length = 0;
    expect(await sendFollowUpDigests(app.db, app.mailer, { now, appUrl: TEST_APP_URL })).toBe(0);
    expect(outbox).toEqual([]);
  });

  test("every digest carries one-click List-Unsubscribe headers and a link; a mail program's POST turns e-mails off", async ({
    app,
    outbox,
  }) => {
    const rep = await repWithFollowUps(app, { timeZone: morning, followUps: [today] });
    expect(await sendFollowUpDigests(app.db, app.mailer, { now, appUrl: TEST_APP_URL })).toBe(1);
    const [mail] = outbox;
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = mail?.headers?.["List-Unsubscribe"]?.match(/^<(.+)>$/)?.[1] ?? "";
    expect(oneClick.startsWith(`${TEST_APP_URL}/api/notifications/unsubscribe?token=`)).toBe(true);
    const token = new URL(oneClick).searchParams.get("token") ?? "";
    expect(mail?.text).toContain(`Unsubscribe: ${TEST_APP_URL}/unsubscribe?token=${encodeURIComponent(token)}`);

    // RFC 8058: a form POST with no session, no cookie.
    const answer = await app.inject({
      method: "POST",
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    const settings = await app.inject({ method: "GET", url: "/api/user/notifications", headers: bearer(rep) });
    expect(settings.json()).toMatchObject({ emailNotifications: false });
  });

  test("the same token is in every digest, so an old e-mail's link still works; a made-up one does nothing", async ({
    app,
    outbox,
  }) => {
    await repWithFollowUps(app, { timeZone: morning, followUps: [today] });
    await sendFollowUpDigests(app.db, app.mailer, { now, appUrl: TEST_APP_URL });
    const later = new Date(now.getTime() + 24 * 3_600_000);
    await sendFollowUpDigests(app.db, app.mailer, { now: later, appUrl: TEST_APP_URL });
    const links = outbox.map((m) => m.headers?.["List-Unsubscribe"]);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(links[1]);

    // A made-up token, and hostile ones the database could not even compare (a NUL answered 500), name nobody.
    for (const token of ["made-up", "a%00b", "%E2%80%AE%20x", "'%3B--"]) {
      const made = await app.inject({ method: "POST", url: `/api/notifications/unsubscribe?token=${token}` });
      expect(made.statusCode, token).toBe(404);
      expect(made.json().message).toBe(INVALID_UNSUBSCRIBE_LINK);
    }
  });
});
