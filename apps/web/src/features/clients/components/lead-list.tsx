import { useEffect, useRef } from "react";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import type { Client } from "../api/client-schema";
import { type LeadFilters, useClients } from "../api/get-clients";
import { LeadCard } from "./lead-card";
import { loadErrorSentence } from "./load-error";

interface LeadListProps {
  filters: LeadFilters;
  today: string;
  onEdit: (lead: Client) => void;
  onBook: (lead: Client) => void;
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
export function LeadList({ filters, today, onEdit, onDelete, onBook, onClearFilters }: LeadListProps) {
  const leads = useClients(filters);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = leads;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (leads.isPending) return <LeadListSkeleton />;
  if (leads.isError)
    return (
      <ErrorState
        title="Your leads could not be loaded"
        message={loadErrorSentence(leads.error)}
        onRetry={() => void leads.refetch()}
      />
    );
  const rows = leads.data.pages.flatMap((page) => page.clients);
  if (rows.length === 0)
    return (
      <EmptyState
        title="No leads match"
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear search
          </Button>
        }
      >
        Nothing matches this search and status.
      </EmptyState>
    );

  return (
    <div className="grid gap-3" aria-busy={leads.isFetching}>
      <ul className={LIST_CLASS} aria-label="Leads">
        {rows.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} today={today} onEdit={onEdit} onDelete={onDelete} onBook={onBook} />
          </li>
        ))}
      </ul>
      <div ref={end} />
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? "Loading more leads…" : "Show more leads"}
        </Button>
      ) : null}
      {leads.isFetchNextPageError ? (
        <p className="text-center text-sm text-destructive" role="alert">
          More leads could not be loaded. Try again.
        </p>
      ) : null}
    </div>
  );
}
