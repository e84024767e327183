import type { PipelineStageKey } from "@measured/core";
import type { ReactNode } from "react";
import { leadName } from "@/components/lead/lead-name";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCount } from "@/lib/format";
import { useStageRecords } from "./api/get-stage-records";
import { leadHref } from "./figure-records-sheet";
import { RecordList, RecordRow, RecordsButton, RecordsState } from "./records-parts";

function StageRecordsSheet({ title, stage }: { title: string; stage: PipelineStageKey }) {
  const records = useStageRecords(stage);
  const pages = records.data?.pages ?? [];
  const first = pages[0];
  const leads = pages.flatMap((p) => p.leads);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {first ? `${formatCount(first.reached, "lead", "leads")} got at least this far` : "The leads that reached this step"}
        </DialogDescription>
      </DialogHeader>
      {first && leads.length === 0 ? <p className="text-sm text-muted-foreground">No lead has reached this step yet.</p> : null}
      <RecordList title="Leads" count={leads.length}>
        {leads.map((l) => (
          <RecordRow key={l.id} href={leadHref(l.id)} primary={leadName(l)} secondary="Open the lead" value="" />
        ))}
      </RecordList>
      <RecordsState
        isPending={records.isPending}
        isError={records.isError}
        onRetry={() => void records.refetch()}
        hasMore={records.hasNextPage}
        loadingMore={records.isFetchingNextPage}
        onMore={() => void records.fetchNextPage()}
      />
    </>
  );
}

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
      sheet={() => <StageRecordsSheet title={title} stage={stage} />}
    >
      {children}
    </RecordsButton>
  );
}
