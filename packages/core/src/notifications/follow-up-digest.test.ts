import { describe, expect, it } from "vitest";
import { DIGEST_HOUR, digestDateAt, followUpDigestMail, hourIn } from "./follow-up-digest";

describe("digestDateAt", () => {
  const instant = new Date("2026-03-08T14:30:00Z");
  it("names the rep's local date once it is morning there", () => {
    expect(hourIn("America/Los_Angeles", instant)).toBe(7); // PDT began at 02:00 that day
    expect(digestDateAt("America/Los_Angeles", instant)).toBe("2026-03-08");
    expect(digestDateAt("Asia/Tokyo", instant)).toBe("2026-03-08"); // 23:30
  });
  it("is null before the digest hour", () => {
    expect(hourIn("Pacific/Honolulu", instant)).toBe(4);
    expect(digestDateAt("Pacific/Honolulu", instant)).toBeNull();
    expect(DIGEST_HOUR).toBe(7);
  });
  it("gives the next local day after midnight in zones ahead of UTC", () => {
    expect(digestDateAt("Pacific/Kiritimati", new Date("2026-03-08T18:00:00Z"))).toBe("2026-03-09");
  });
});

describe("followUpDigestMail", () => {
  it("lists today's and overdue follow-ups and counts the rest", () => {
    const mail = followUpDigestMail({
      today: "2026-03-08",
      total: 3,
      leadsUrl: "https://app.example.com/clients",
      unsubscribeUrl: "https://app.example.com/unsubscribe?token=t1",
      leads: [
        { firstName: "Ana", lastName: "Lopez", phone: "555-1234", nextFollowUpDate: "2026-03-06" },
        { firstName: "Bo", lastName: "Chen", phone: null, nextFollowUpDate: "2026-03-08" },
      ],
    });
    expect(mail.subject).toBe("Follow-ups due today: 3");
    expect(mail.text).toContain("- Ana Lopez, 555-1234 (overdue since 2026-03-06)");
    expect(mail.text).toContain("- Bo Chen (today)");
    expect(mail.text).toContain("- and 1 more");
    expect(mail.text.split("\n").at(-1)).toBe("Unsubscribe: https://app.example.com/unsubscribe?token=t1");
    expect(mail.text).toContain("https://app.example.com/clients");
  });
});
