import { type RefObject, useEffect, useRef } from "react";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import type { useClients } from "../api/get-clients";
import { loadErrorSentence } from "./load-error";

/** What the phone's cards and the desktop's table share: the leads query, a page of leads at a time. */
type PagedLeads = ReturnType<typeof useClients>;

/** A marker after the last lead: the next page loads as it nears the screen (400 px ahead). */
export function useNextPageNearEnd(leads: PagedLeads): RefObject<HTMLDivElement | null> {
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
  return end;
}

export function LeadsLoadError({ leads }: { leads: PagedLeads }) {
  return (
    <ErrorState
      title="Your leads could not be loaded"
      message={loadErrorSentence(leads.error)}
      onRetry={() => void leads.refetch()}
    />
  );
}

export function NoLeadsMatch({ onClearFilters }: { onClearFilters: () => void }) {
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
}

/** Under the leads: the end marker, "Show more leads" (the scroll's fallback) and a failed page's sentence. */
export function MoreLeads({ leads, end }: { leads: PagedLeads; end: RefObject<HTMLDivElement | null> }) {
  return (
    <>
      <div ref={end} />
      {leads.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          {leads.isFetchingNextPage ? "Loading more leads…" : "Show more leads"}
        </Button>
      ) : null}
      {leads.isFetchNextPageError ? (
        <p className="text-center text-sm text-destructive" role="alert">
          More leads could not be loaded. Try again.
        </p>
      ) : null}
    </>
  );
}
