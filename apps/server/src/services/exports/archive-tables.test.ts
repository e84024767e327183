import { describe, expect, test } from "vitest";
import { ARCHIVE_EXCLUDED, archiveTables, userOwnedTableNames } from "./archive-tables";

describe("the archive's tables", () => {
  test("every table that points at a rep is exported or left out with a reason, never both", () => {
    const owned = userOwnedTableNames();
    const exported = archiveTables().map((t) => t.name);
    const excluded = Object.keys(ARCHIVE_EXCLUDED);
    // A table added to the schema with a column pointing at users fails here until it is listed.
    expect(owned.filter((name) => !exported.includes(name) && !excluded.includes(name))).toEqual([]);
    expect(exported.filter((name) => excluded.includes(name))).toEqual([]);
    // An exclusion names a real table of the schema, so a renamed one is not silently exported.
    expect(excluded.filter((name) => !owned.includes(name))).toEqual([]);
    for (const reason of Object.values(ARCHIVE_EXCLUDED)) expect(reason.length).toBeGreaterThan(20);
  });

  test("the rep's data is exported: leads, finances, metrics, teams, preferences, the account itself", () => {
    const exported = archiveTables().map((t) => t.name);
    for (const name of [
      "users",
      "clients",
      "appointments",
      "expenses",
      "receipts",
      "kpi_entries",
      "goals",
      "teams",
      "team_members",
      "user_preferences",
      "profile_photos",
    ]) {
      expect(exported).toContain(name);
    }
  });

  test("no secret or raw bytes column is written, and every table pages by a key it writes", () => {
    for (const table of archiveTables()) {
      for (const column of table.columns)
        expect(column, `${table.name}.${column}`).not.toMatch(/password|token|secret|^bytes$|google_sub/);
      for (const key of table.key) expect(table.columns, `${table.name} key ${key}`).toContain(key);
    }
  });
});
