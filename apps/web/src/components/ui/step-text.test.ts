import { describe, expect, it } from "vitest";
import { readStepText, stepText } from "./step-text";

describe("stepText", () => {
  it("adds the metric's increments, from empty too", () => {
    expect(stepText("", 1)).toBe("1");
    expect(stepText("", 25)).toBe("25");
    expect(stepText("10", 5)).toBe("15");
    expect(stepText("0", 10)).toBe("10");
  });

  it("keeps decimal steps exact and never goes below 0", () => {
    expect(stepText("1.1", 0.5)).toBe("1.6");
    expect(stepText("0.2", 0.1)).toBe("0.3");
    expect(stepText("3", -5)).toBe("0");
  });

  it("leaves text that is not a number alone", () => {
    expect(stepText("abc", 5)).toBe("abc");
    expect(readStepText(" 7 ")).toBe(7);
    expect(readStepText("")).toBeNull();
  });
});
