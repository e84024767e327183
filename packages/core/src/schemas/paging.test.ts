import { describe, expect, it } from "vitest";
import { decodeEntryCursor, encodeEntryCursor, entryCursorSchema, kpiEntriesPageQuerySchema, pageLimitSchema } from "./paging";

describe("entry cursors", () => {
  it("come back as they were given, and look like nothing in particular", () => {
    for (const cursor of [
      { date: "2026-11-20", sortOrder: 3, id: 1234 },
      { date: "2000-02-29", sortOrder: -2, id: 2_147_483_647 },
    ]) {
      const text = encodeEntryCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeEntryCursor(text)).toEqual(cursor);
    }
  });

  it("refuse anything a page could not have given", () => {
    const bad = [
      "",
      "not base64!",
      encodeEntryCursor({ date: "2026-02-30", sortOrder: 0, id: 1 }),
      btoa("2026-01-01.0.0").replace(/=+$/, ""),
      btoa("2026-01-01.0.99999999999").replace(/=+$/, ""),
      btoa("2026-01-01.1e3.5").replace(/=+$/, ""),
      btoa("2026-01-01.0x10.5").replace(/=+$/, ""),
      btoa("2026-01-01.1.5.6").replace(/=+$/, ""),
      "A".repeat(65),
    ];
    for (const text of bad) {
      expect(decodeEntryCursor(text), text).toBeNull();
      expect(entryCursorSchema.safeParse(text).success, text).toBe(false);
    }
  });
});

describe("page limits", () => {
  it("take digits from 1 to 1000 only", () => {
    expect(pageLimitSchema.parse("1")).toBe(1);
    expect(pageLimitSchema.parse("1000")).toBe(1000);
    for (const text of ["0", "1001", "-1", "1e3", "0x10", " 5", "5.0", "", "99999"]) {
      const result = pageLimitSchema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("limit must be a whole number from 1 to 1000");
    }
  });
});

describe("kpiEntriesPageQuerySchema", () => {
  it("keeps the range rules and strictness, and adds limit and cursor", () => {
    expect(kpiEntriesPageQuerySchema.parse({ limit: "2" })).toEqual({ limit: 2 });
    expect(kpiEntriesPageQuerySchema.safeParse({ startDate: "2026-01-01" }).success).toBe(false);
    expect(kpiEntriesPageQuerySchema.safeParse({ limit: "2", userId: "1" }).success).toBe(false);
    const cursor = encodeEntryCursor({ date: "2026-01-01", sortOrder: 0, id: 9 });
    expect(kpiEntriesPageQuerySchema.parse({ cursor }).cursor).toEqual({ date: "2026-01-01", sortOrder: 0, id: 9 });
  });
});
