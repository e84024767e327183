import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { HttpError } from "@/lib/api-client";

interface LoadingQuery {
  error: Error | null;
  refetch: () => unknown;
}

/** What went wrong, in words a rep can act on (never the raw "500: …", issue 10 finding 6). */
export function loadErrorSentence(error: Error | null | undefined): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 403) return "Your session may have ended. Sign in again to see your figures.";
    if (error.status === 429) return "Too many requests just now. Wait a moment, then try again.";
    if (error.status >= 500) return "Measured could not answer just now. Your entries are safe; try again in a moment.";
    return "This request could not be answered. Try again, or choose another period.";
  }
  return "Measured could not be reached. Check your connection, then try again.";
}

/**
 * What a metrics screen shows before its queries have given it something to show: the loading
 * line, or, when `failed`, the error in words and one retry for them all.
 */
export function MetricsLoadState({ failed, queries }: { failed: boolean; queries: readonly LoadingQuery[] }) {
  if (!failed) return <LoadingState label="Loading your metrics..." />;
  return (
    <ErrorState
      title="Your metrics could not be loaded"
      message={loadErrorSentence(queries.find((q) => q.error)?.error)}
      onRetry={() => {
        for (const query of queries) void query.refetch();
      }}
    />
  );
}

/** Loading while any query is pending, else the error if one failed; null once all have their data. */
export function metricsLoadState(queries: readonly (LoadingQuery & { isPending: boolean; isError: boolean })[]) {
  if (queries.some((q) => q.isPending)) return <MetricsLoadState failed={false} queries={queries} />;
  if (queries.some((q) => q.isError)) return <MetricsLoadState failed queries={queries} />;
  return null;
}
