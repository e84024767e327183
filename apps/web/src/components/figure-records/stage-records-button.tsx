import type { PipelineStageKey } from "@measured/core";
import { lazy, type ReactNode } from "react";
import { formatCount } from "@/lib/format";
import { RecordsButton } from "./records-parts";

// The sheet and its request load on the first tap, so the pipeline's first JavaScript stays in its budget.
const StageRecordsSheet = lazy(() => import("./stage-records-sheet").then((m) => ({ default: m.StageRecordsSheet })));

/** A pipeline step's reached count as a button that opens the leads it counts (decision 047). */
export function StageRecordsButton({
  title,
  value,
  stage,
  className,
  children,
}: {
  title: string;
  value: number;
  stage: PipelineStageKey;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RecordsButton
      label={`${title}: show the ${formatCount(value, "lead", "leads")} that reached it`}
      className={className}
      title={title}
      sheet={() => <StageRecordsSheet title={title} stage={stage} />}
    >
      {children}
    </RecordsButton>
  );
}
