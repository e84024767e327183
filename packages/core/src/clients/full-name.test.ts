import { describe, expect, it } from "vitest";
import { splitFullName } from "./full-name";
import { phoneDigits } from "./phone-digits";

describe("splitFullName", () => {
  it.each([
    ["Ana Lopez", "Ana", "Lopez"],
    ["  Mary  Ann\tvan Dyke ", "Mary Ann van", "Dyke"],
    ["Cher", "Cher", ""],
    ["   ", "", ""],
  ])("%j is %j + %j", (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });
});

describe("phoneDigits", () => {
  it("keeps digits only", () => {
    expect(phoneDigits("(555) 123-4567")).toBe("5551234567");
    expect(phoneDigits("+1 555.123")).toBe("1555123");
    expect(phoneDigits("none")).toBe("");
  });
});
