import { Card } from "@/components/ui/card";
import type { ClientSummary } from "../api/client-schema";

function Stat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Card className="grid gap-1 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </Card>
  );
}

/** Total Leads and Active Deals (spec section 2), the page's first figures. */
export function LeadStats({ summary }: { summary: ClientSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="Lead totals">
      <Stat label="Total Leads" value={summary.totalLeads} note="Every lead you keep" />
      <Stat label="Active Deals" value={summary.activeDeals} note="Set, sat or signed" />
    </dl>
  );
}

export function LeadStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="h-[6.5rem] animate-pulse rounded-xl border bg-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}
