import { describe, expect, test } from "vitest";
import { expiryText, moreMembersText, personName, rankChangeText, smsHref } from "./team-text";

describe("team text", () => {
  test("a person is their name, or their address without one", () => {
    expect(personName({ firstName: "Ana", lastName: "Ruiz", email: "a@x.com" })).toBe("Ana Ruiz");
    expect(personName({ firstName: "Ana", lastName: null, email: "a@x.com" })).toBe("Ana");
    expect(personName({ firstName: null, lastName: null, email: "a@x.com" })).toBe("a@x.com");
  });

  test("a card lists three members and counts the rest", () => {
    expect(moreMembersText(3)).toBeNull();
    expect(moreMembersText(4)).toBe("+1 more member");
    expect(moreMembersText(50)).toBe("+47 more members");
  });

  test("a rank change says up, down, the same, or new", () => {
    expect(rankChangeText({ value: 9, rank: 1, previousValue: 4, previousRank: 3 })).toEqual({
      text: "▲ 2",
      label: "up 2 places",
    });
    expect(rankChangeText({ value: 2, rank: 4, previousValue: 8, previousRank: 3 })).toEqual({
      text: "▼ 1",
      label: "down 1 place",
    });
    expect(rankChangeText({ value: 5, rank: 2, previousValue: 5, previousRank: 2 }).text).toBe("–");
    expect(rankChangeText({ value: 5, rank: 2, previousValue: 0, previousRank: 1 }).text).toBe("New");
    expect(rankChangeText({ value: 0, rank: 5, previousValue: 0, previousRank: 1 }).text).toBe("–");
  });

  test("the text-app link keeps the number's digits and encodes the message", () => {
    expect(smsHref("(555) 010-2030", "Join us: https://m.test/a?team=1&token=x y")).toBe(
      "sms:5550102030?body=Join%20us%3A%20https%3A%2F%2Fm.test%2Fa%3Fteam%3D1%26token%3Dx%20y",
    );
    expect(smsHref("+1 555 010 2030", "Hi")).toBe("sms:+15550102030?body=Hi");
  });

  test("an expiry is a date in the rep's zone", () => {
    expect(expiryText("2026-12-04T03:00:00.000Z", "America/Los_Angeles")).toBe("Expires Dec 3, 2026");
    expect(expiryText("2026-12-04T03:00:00.000Z", "UTC")).toBe("Expires Dec 4, 2026");
  });
});
