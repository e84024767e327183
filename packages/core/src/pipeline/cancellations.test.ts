import { describe, expect, it } from "vitest";
import { type LeadFlagName, NO_LEAD_FLAGS } from "../clients/lead-status";
import { cancellationFigures } from "./cancellations";
import { countLeads } from "./stages";

const lead = (...set: LeadFlagName[]) => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) });

describe("cancellationFigures (spec section 4)", () => {
  it("zero leads: the three groups, each 0", () => {
    expect(cancellationFigures(countLeads([]))).toEqual([
      { name: "Unqualified Leads", count: 0 },
      { name: "Not Interested", count: 0 },
      { name: "Signed but Cancelled", count: 0 },
    ]);
  });

  it("a lead counts once, in the first group its flags reach", () => {
    const counts = countLeads([
      lead("unqualified"),
      lead("unqualified", "signed"),
      lead("notInterested"),
      lead("notInterested", "unqualified"),
      lead("signedButCanceled"),
      lead("signedButCanceled", "notInterested", "unqualified", "installed"),
      // A cancelled appointment is no cancellation group: the lead is back among the Leads (decision 043).
      lead("cancelledAppointment"),
    ]);
    expect(cancellationFigures(counts)).toEqual([
      { name: "Unqualified Leads", count: 2 },
      { name: "Not Interested", count: 2 },
      { name: "Signed but Cancelled", count: 2 },
    ]);
  });
});
