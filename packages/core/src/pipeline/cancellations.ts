import type { DerivedLeadStatus } from "../clients/lead-status";
import type { PipelineCounts } from "./stages";

/** Spec section 4's cancellation groups, each the leads of one derived status, in display order. */
export const CANCELLATION_GROUPS = [
  { name: "Unqualified Leads", status: "unqualified" },
  { name: "Not Interested", status: "not_interested" },
  { name: "Signed but Cancelled", status: "cancelled" },
] as const satisfies readonly { name: string; status: DerivedLeadStatus }[];
export type CancellationGroupName = (typeof CANCELLATION_GROUPS)[number]["name"];

export interface CancellationFigure {
  name: CancellationGroupName;
  count: number;
}

export function cancellationFigures(counts: PipelineCounts): CancellationFigure[] {
  return CANCELLATION_GROUPS.map((g) => ({ name: g.name, count: counts.byStatus[g.status] }));
}
