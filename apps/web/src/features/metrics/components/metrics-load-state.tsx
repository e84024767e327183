import { ErrorState, LoadingState } from "@/components/layout/page-state";

interface LoadingQuery {
  error: Error | null;
  refetch: () => unknown;
}

/**
 * What a metrics screen shows before its queries have given it something to show: the loading
 * line, or, when `failed`, the error with the first query's message and one retry for them all.
 */
export function MetricsLoadState({ failed, queries }: { failed: boolean; queries: readonly LoadingQuery[] }) {
  if (!failed) return <LoadingState label="Loading your metrics..." />;
  return (
    <ErrorState
      title="Your metrics could not be loaded"
      message={queries.find((q) => q.error)?.error?.message}
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
