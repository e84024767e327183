import { describe, expect, it } from "vitest";
import { characterCount, textField, textProblem } from "./text-field";

const name = textField({ label: "Metric name", max: 10 });
const notes = textField({ label: "Notes", max: 20, multiline: true, allowEmpty: true });
const message = (schema: typeof name, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("textField", () => {
  it("normalises to NFC and trims, and changes nothing else", () => {
    expect(name.parse("  Cafe\u0301 ")).toBe("Café");
    expect(name.parse("Doors  Knocked".slice(0, 10))).toBe("Doors  Kno");
    expect(notes.parse("line one\n\tline two")).toBe("line one\n\tline two");
  });

  it.each([
    ["a NUL", "Calls\u0000", "Metric name cannot contain control characters or line breaks"],
    ["a C1 control", "Calls\u0085", "Metric name cannot contain control characters or line breaks"],
    ["DEL", "Calls\u007f", "Metric name cannot contain control characters or line breaks"],
    ["a line break in a one-line field", "Calls\nmore", "Metric name cannot contain control characters or line breaks"],
    ["a lone surrogate", "Calls\ud800", "Metric name contains a broken character"],
    ["a right-to-left override", "\u202eslaC", "Metric name cannot contain characters that change the text direction"],
    ["an isolate", "Calls\u2066", "Metric name cannot contain characters that change the text direction"],
    ["a left-to-right mark", "Calls\u200e", "Metric name cannot contain characters that change the text direction"],
    ["the Arabic letter mark", "Calls\u061c", "Metric name cannot contain characters that change the text direction"],
    ["only a zero-width space", "\u200b", "Metric name cannot contain invisible characters"],
    ["a zero-width joiner", "Ca\u200dlls", "Metric name cannot contain invisible characters"],
    ["a word joiner", "Ca\u2060lls", "Metric name cannot contain invisible characters"],
    ["a byte-order mark", "\ufeffCalls", "Metric name cannot contain invisible characters"],
    ["a soft hyphen", "Ca\u00adlls", "Metric name cannot contain invisible characters"],
    ["a Hangul filler", "\u3164", "Metric name cannot contain invisible characters"],
    ["nothing", "", "Metric name is required"],
    ["only spaces", " \u00a0 ", "Metric name is required"],
    ["only a combining mark", "\u0301", "Metric name must contain a visible character"],
    ["too many characters", "abcdefghijk", "Metric name must be at most 10 characters"],
    ["not a string", 12, "Metric name is required"],
  ])("refuses %s with a message naming the field", (_what, value, expected) => {
    expect(message(name, value)).toBe(expected);
  });

  it("keeps line breaks and tabs in multi-line text but still refuses NUL and other controls", () => {
    expect(message(notes, "a\u0000b")).toBe("Notes cannot contain control characters");
    expect(message(notes, "a\rb")).toBe("Notes cannot contain control characters");
    expect(notes.parse("")).toBe("");
  });

  it("counts characters, not UTF-16 units, after normalisation", () => {
    expect(characterCount("😀😀")).toBe(2);
    expect(name.parse("😀".repeat(10))).toBe("😀".repeat(10));
    // "e" + combining acute is one character once composed.
    expect(textProblem("e\u0301".repeat(10), { label: "Metric name", max: 10 })).toBeUndefined();
  });

  it("takes every script and emoji", () => {
    expect(name.parse("Πωλησεις")).toBe("Πωλησεις");
    expect(name.parse("مبيعات")).toBe("مبيعات");
    expect(name.parse("🚪 Doors")).toBe("🚪 Doors");
  });
});
