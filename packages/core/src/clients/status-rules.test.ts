import { describe, expect, it } from "vitest";
import { DERIVED_LEAD_STATUSES, LEAD_FLAG_NAMES, leadsPageStatus, NO_LEAD_FLAGS } from "./lead-status";
import { STATUS_FLAG_NAMES, statusByRules, statusFlagCombinations } from "./status-rules";

describe("LEADS_PAGE_STATUS_RULES", () => {
  it("agree with leadsPageStatus on all 512 combinations of the status flags", () => {
    let n = 0;
    for (const flags of statusFlagCombinations()) {
      expect(statusByRules(flags), JSON.stringify(flags)).toBe(leadsPageStatus(flags));
      n++;
    }
    expect(n).toBe(512);
  });

  it("name every flag that moves the status; the tagging flags alone leave a lead a lead", () => {
    for (const name of LEAD_FLAG_NAMES) {
      const moves = leadsPageStatus({ ...NO_LEAD_FLAGS, [name]: true }) !== "lead";
      expect(STATUS_FLAG_NAMES.includes(name), name).toBe(moves);
    }
  });

  it("reach every derived status", () => {
    const seen = new Set([...statusFlagCombinations()].map(statusByRules));
    expect([...seen].sort()).toEqual([...DERIVED_LEAD_STATUSES].sort());
  });
});
