import { type FigureSelector, LEAD_FACT_LABELS } from "@measured/core";
import { leadName } from "@/components/lead/lead-name";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { formatMetricValue, formatShortDate } from "@/lib/format";
import { type FigurePeriod, useFigureRecords } from "./api/get-figure-records";
import { leadHref } from "./lead-href";
import { RecordList, RecordRow, RecordsState } from "./records-parts";

const CURRENT_YEAR = String(new Date().getFullYear());

/** "5 from your leads · 2 typed": the figure's two parts, as its card says them. */
export function partsSentence(fromLeads: number, typed: number, unit: string): string {
  return `${formatMetricValue(fromLeads, unit)} from your leads · ${formatMetricValue(typed, unit)} typed`;
}

/** The records behind a dashboard figure (decision 047), loaded when its button is first tapped. */
export function FigureRecordsSheet({
  title,
  unit,
  period,
  selector,
}: {
  title: string;
  unit: string;
  period: FigurePeriod;
  selector: FigureSelector;
}) {
  const records = useFigureRecords(period, selector);
  const pages = records.data?.pages ?? [];
  const first = pages[0];
  const days = pages.flatMap((p) => p.days);
  const leads = pages.flatMap((p) => p.leads);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {first ? partsSentence(first.fromLeads, first.typed, unit) : "What this figure counts"}
        </DialogDescription>
      </DialogHeader>
      {first && days.length === 0 && leads.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing counted in this period: no lead and no typed day.</p>
      ) : null}
      <RecordList title="From your leads" count={leads.length}>
        {leads.map((l) => (
          <RecordRow
            key={`${l.id}-${l.fact}-${l.date}`}
            href={leadHref(l.id)}
            primary={leadName(l)}
            secondary={`${LEAD_FACT_LABELS[l.fact]} · ${formatShortDate(l.date, CURRENT_YEAR)}`}
            value={l.delta > 0 ? `+${l.delta}` : `−${-l.delta}`}
          />
        ))}
      </RecordList>
      <RecordList title="Typed in Daily Input" count={days.length}>
        {days.map((d) => (
          <RecordRow
            key={d.date}
            href={`${paths.dailyInput}?date=${d.date}`}
            primary={formatShortDate(d.date, CURRENT_YEAR)}
            secondary="Open in Daily Input"
            value={formatMetricValue(d.value, unit)}
          />
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
