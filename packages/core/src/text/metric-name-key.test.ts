import { describe, expect, it } from "vitest";
import { metricNameKey } from "./metric-name-key";

const same = (a: string, b: string) => expect(metricNameKey(a), `${a} / ${b}`).toBe(metricNameKey(b));

describe("metricNameKey", () => {
  it("folds case, including Greek final sigma and German sharp s", () => {
    same("ΠΩΛΗΣΕΙΣ", "Πωλησεις");
    same("πωλησεις", "ΠΩΛΗΣΕΙΣ");
    same("Straße", "STRASSE");
    same("HOURS WORKED", "hours worked");
  });

  it("treats compatibility forms and whitespace runs as the plain name", () => {
    same("Hours\u00a0Worked", "Hours Worked");
    same("Hours   Worked ", "hours worked");
    same("Ｈｏｕｒｓ Worked", "Hours Worked");
    same("Hours\u2003Worked", "Hours Worked");
  });

  it("maps Greek and Cyrillic look-alikes to the Latin letter they pass for", () => {
    same("\u0397ours Worked", "Hours Worked"); // Greek capital Eta
    same("D\u043e\u043ers Knocked", "Doors Knocked"); // Cyrillic o
    same("\u0422ags Put", "Tags Put"); // Cyrillic capital Te
  });

  it("keeps different names apart", () => {
    expect(metricNameKey("Burns")).not.toBe(metricNameKey("Bums"));
    expect(metricNameKey("Café")).not.toBe(metricNameKey("Cafe"));
    expect(metricNameKey("Πωλησεις")).not.toBe(metricNameKey("Πωλησεων"));
    expect(metricNameKey("Calls 1")).not.toBe(metricNameKey("Calls 2"));
  });

  it("is stable: a key is its own key", () => {
    for (const name of ["ΠΩΛΗΣΕΙΣ", "Hours\u00a0Worked", "Straße", "Ηours"]) {
      expect(metricNameKey(metricNameKey(name))).toBe(metricNameKey(name));
    }
  });
});
