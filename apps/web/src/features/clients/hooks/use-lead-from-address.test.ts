import { describe, expect, it } from "vitest";
import { leadIdFrom } from "./use-lead-from-address";

describe("leadIdFrom", () => {
  it("reads a lead id from the address and nothing else", () => {
    expect(leadIdFrom("?lead=12")).toBe(12);
    expect(leadIdFrom("lead=7&x=1")).toBe(7);
    for (const search of [
      "",
      "?lead=",
      "?lead=0",
      "?lead=-3",
      "?lead=1.5",
      "?lead=abc",
      "?lead=99999999999",
      "?lead=2147483648",
    ]) {
      expect(leadIdFrom(search), search).toBeNull();
    }
  });
});
