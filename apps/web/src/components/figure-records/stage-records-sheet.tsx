import type { PipelineStageKey } from "@measured/core";
import { leadName } from "@/components/lead/lead-name";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCount } from "@/lib/format";
import { useStageRecords } from "./api/get-stage-records";
import { leadHref } from "./lead-href";
import { RecordList, RecordRow, RecordsState } from "./records-parts";

/** The leads behind a pipeline step's reached count (decision 047), loaded when its button is first tapped. */
export function StageRecordsSheet({ title, stage }: { title: string; stage: PipelineStageKey }) {
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
