import { dayValuesFromEntries } from "@measured/core";
import { describe, expect, it } from "vitest";
import {
  hasUnsaved,
  keepStored,
  loweredQuestion,
  mergeStored,
  planSave,
  type SaveInput,
  storedNotes,
  textFromStored,
  textsFromStored,
} from "./daily-input-plan";

const fields = ["Hours Worked", "Doors Knocked", "Appts Ran", "Referrals"] as const;
const input = (over: Partial<SaveInput>): SaveInput => ({
  fieldNames: fields,
  values: {},
  stored: {},
  date: "2026-11-20",
  notes: "",
  notesChanged: false,
  ...over,
});
const sent = (plan: { writes: { metricName: string; value: number }[] }) => plan.writes.map((w) => [w.metricName, w.value]);

describe("a saved 0 reads back as 0", () => {
  it("shows 0 for a stored 0 and nothing for a day without a figure", () => {
    expect(textFromStored(0)).toBe("0");
    expect(textFromStored(undefined)).toBe("");
    expect(textFromStored(2.5)).toBe("2.5");
  });

  it("the day's entries, a 0 among them, become the form's texts", () => {
    const stored = dayValuesFromEntries([
      { kpiName: "Doors Knocked", value: 0 },
      { kpiName: "Appts Ran", value: 3 },
    ]);
    expect(textsFromStored(stored)).toEqual({ "Doors Knocked": "0", "Appts Ran": "3" });
  });

  it("saving a 0 over an empty day sends it; a stored 0 left as it is is not sent again", () => {
    expect(sent(planSave(input({ values: { "Doors Knocked": 0 } })))).toEqual([["Doors Knocked", 0]]);
    expect(sent(planSave(input({ values: { "Doors Knocked": 0 }, stored: { "Doors Knocked": 0 } })))).toEqual([]);
  });
});

describe("planSave: only what changed, and which totals it lowers", () => {
  it("sends changed fields in the fields' order, never an untouched one", () => {
    const plan = planSave(
      input({
        values: { Referrals: 4, "Doors Knocked": 60, "Hours Worked": 6 },
        stored: { "Doors Knocked": 60, "Hours Worked": 5 },
      }),
    );
    expect(sent(plan)).toEqual([
      ["Hours Worked", 6],
      ["Referrals", 4],
    ]);
    expect(plan.lowered).toEqual([]);
  });

  it("detects each lowered total, an emptied field as lowered to 0; raising never asks", () => {
    const plan = planSave(
      input({
        values: { "Doors Knocked": 10, "Hours Worked": 8 },
        stored: { "Doors Knocked": 60, "Hours Worked": 5, "Appts Ran": 2 },
      }),
    );
    expect(sent(plan)).toEqual([
      ["Hours Worked", 8],
      ["Doors Knocked", 10],
      ["Appts Ran", 0],
    ]);
    expect(plan.lowered).toEqual([
      { name: "Doors Knocked", from: 60, to: 10 },
      { name: "Appts Ran", from: 2, to: 0 },
    ]);
    expect(plan.lowered.map(loweredQuestion)).toEqual(["Doors Knocked 60 → 10: replace?", "Appts Ran 2 → 0: replace?"]);
  });

  it("an empty field over an empty day sends nothing", () => {
    expect(planSave(input({})).writes).toEqual([]);
  });

  it("changed notes travel with every field that has a figure", () => {
    const plan = planSave(
      input({ values: { "Doors Knocked": 60 }, stored: { "Doors Knocked": 60 }, notes: " rain ", notesChanged: true }),
    );
    expect(plan.writes).toEqual([{ metricName: "Doors Knocked", value: 60, date: "2026-11-20", notes: "rain" }]);
  });
});

describe("keepStored: the rep's Keep", () => {
  const stored = { "Doors Knocked": 60, "Appts Ran": 2 };
  const plan = planSave(input({ values: { "Doors Knocked": 10, "Appts Ran": 1, Referrals: 3 }, stored }));

  it("drops a kept field and sends the rest", () => {
    expect(keepStored(plan, new Set(["Doors Knocked"]), stored, false).map((w) => [w.metricName, w.value])).toEqual([
      ["Appts Ran", 1],
      ["Referrals", 3],
    ]);
  });

  it("with changed notes, sends a kept field at its stored figure", () => {
    const withNotes = planSave(
      input({ values: { "Doors Knocked": 10, "Appts Ran": 2 }, stored, notes: "n", notesChanged: true }),
    );
    expect(keepStored(withNotes, new Set(["Doors Knocked"]), stored, true).map((w) => [w.metricName, w.value])).toEqual([
      ["Doors Knocked", 60],
      ["Appts Ran", 2],
    ]);
  });
});

describe("mergeStored: a refresh never loses what the rep typed", () => {
  it("untouched fields take the new figures; edited ones keep the rep's text, even empty", () => {
    const texts = { "Doors Knocked": "70", "Appts Ran": "", "Hours Worked": "5" };
    const merged = mergeStored(texts, new Set(["Doors Knocked", "Appts Ran"]), {
      "Doors Knocked": 65,
      "Appts Ran": 2,
      "Hours Worked": 6,
      Referrals: 0,
    });
    expect(merged).toEqual({ "Doors Knocked": "70", "Appts Ran": "", "Hours Worked": "6", Referrals: "0" });
  });
});

describe("storedNotes", () => {
  it("is the first entry's notes that has some", () => {
    expect(storedNotes([{ notes: null }, { notes: "wet" }, { notes: "dry" }])).toBe("wet");
    expect(storedNotes([])).toBe("");
  });
});

describe("hasUnsaved: what leaving the day would drop", () => {
  const stored = { "Doors Knocked": 60 };
  it("an edited field that differs, an emptied one, or changed notes", () => {
    expect(hasUnsaved(new Set(["Doors Knocked"]), { "Doors Knocked": 61 }, stored, false)).toBe(true);
    expect(hasUnsaved(new Set(["Doors Knocked"]), {}, stored, false)).toBe(true);
    expect(hasUnsaved(new Set(), { "Doors Knocked": 60 }, stored, true)).toBe(true);
  });

  it("not a field typed back to its stored figure, nor one left untouched", () => {
    expect(hasUnsaved(new Set(["Doors Knocked"]), { "Doors Knocked": 60 }, stored, false)).toBe(false);
    expect(hasUnsaved(new Set(), { "Doors Knocked": 99 }, stored, false)).toBe(false);
  });
});
