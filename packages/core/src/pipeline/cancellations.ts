import type { CancellationPlace, PipelineCounts } from "./stages";

/** Spec section 4's cancellation groups, in display order. */
export const CANCELLATION_GROUPS = [
  { name: "Unqualified Leads", place: "unqualified" },
  { name: "Not Interested", place: "notInterested" },
  { name: "Signed but Cancelled", place: "signedButCancelled" },
] as const satisfies readonly { name: string; place: CancellationPlace }[];
export type CancellationGroupName = (typeof CANCELLATION_GROUPS)[number]["name"];

export interface CancellationFigure {
  name: CancellationGroupName;
  count: number;
}

export function cancellationFigures(counts: PipelineCounts): CancellationFigure[] {
  return CANCELLATION_GROUPS.map((g) => ({ name: g.name, count: counts.byPlace[g.place] }));
}
