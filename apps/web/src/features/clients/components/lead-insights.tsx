import { DERIVED_LEAD_STATUSES, type DerivedLeadStatus, LEAD_STATUS_LABELS } from "@measured/core";
import { PageSection } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import type { ClientSummary } from "../api/client-schema";

/**
 * Lead Insights (spec section 2): how many leads stand at each derived status, counted by the server,
 * with each share of the whole. Only what is there: statuses without leads are left out.
 */
export function LeadInsights({ summary }: { summary: ClientSummary }) {
  const total = summary.totalLeads;
  const rows = DERIVED_LEAD_STATUSES.map((status): [DerivedLeadStatus, number] => [status, summary.byStatus[status] ?? 0]).filter(
    ([, count]) => count > 0,
  );
  if (total === 0 || rows.length === 0) return null;
  return (
    <PageSection title="Lead Insights" description="Where your leads stand today">
      <Card className="p-4">
        <dl className="grid gap-2.5">
          {rows.map(([status, count]) => {
            const share = Math.round((count / total) * 100);
            return (
              <div key={status} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-1 text-sm">
                <dt>{LEAD_STATUS_LABELS[status]}</dt>
                <dd className="tabular-nums">
                  <span className="font-semibold">{count.toLocaleString("en-US")}</span>
                  <span className="text-muted-foreground"> · {share}%</span>
                </dd>
                <dd className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(share, 2)}%` }} />
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </PageSection>
  );
}
