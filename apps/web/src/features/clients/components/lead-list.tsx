import type { Client } from "../api/client-schema";
import { type LeadFilters, useClients } from "../api/get-clients";
import { LeadCard } from "./lead-card";
import { LeadsLoadError, MoreLeads, NoLeadsMatch, useNextPageNearEnd } from "./paged-leads";

interface LeadListProps {
  filters: LeadFilters;
  today: string;
  onEdit: (lead: Client) => void;
  onBook: (lead: Client) => void;
  onAddRevenue?: (lead: Client) => void;
  onDelete: (lead: Client) => void;
  onClearFilters: () => void;
}

const LIST_CLASS = "grid gap-3 xl:grid-cols-2";

export function LeadListSkeleton() {
  return (
    <div className={LIST_CLASS} role="status" aria-label="Loading leads">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid h-52 gap-3 rounded-xl border bg-card p-4" aria-hidden="true">
          <div className="h-5 w-2/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-10 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-12 w-3/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

/** The leads, newest first, a page at a time: the next page loads as its end nears the screen. */
export function LeadList({ filters, today, onEdit, onDelete, onBook, onAddRevenue, onClearFilters }: LeadListProps) {
  const leads = useClients(filters);
  const end = useNextPageNearEnd(leads);

  if (leads.isPending) return <LeadListSkeleton />;
  if (leads.isError) return <LeadsLoadError leads={leads} />;
  const rows = leads.data.pages.flatMap((page) => page.clients);
  if (rows.length === 0) return <NoLeadsMatch onClearFilters={onClearFilters} />;

  return (
    <div className="grid gap-3" aria-busy={leads.isFetching}>
      <ul className={LIST_CLASS} aria-label="Leads">
        {rows.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} today={today} onEdit={onEdit} onDelete={onDelete} onBook={onBook} onAddRevenue={onAddRevenue} />
          </li>
        ))}
      </ul>
      <MoreLeads leads={leads} end={end} />
    </div>
  );
}
