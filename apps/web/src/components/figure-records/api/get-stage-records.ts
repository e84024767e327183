import { type PipelineStageKey, stageRecordsSchema } from "@measured/core";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";

/** /api/pipeline/stage-records?stage=&page= */
export function stageRecordsUrl(stage: PipelineStageKey, page: number): string {
  const query = new URLSearchParams({ stage });
  if (page > 1) query.set("page", String(page));
  return `/api/pipeline/stage-records?${query}`;
}

/** Under the pipeline's root key, so a lead change refreshes it with the pipeline. */
export const stageRecordsQueryOptions = (stage: PipelineStageKey) =>
  infiniteQueryOptions({
    queryKey: [...crmKeys.pipeline, "stage-records", stage] as const,
    queryFn: ({ pageParam, signal }) => apiJson("GET", stageRecordsUrl(stage, pageParam), stageRecordsSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (page) => page.nextPage,
  });

export function useStageRecords(stage: PipelineStageKey) {
  return useInfiniteQuery(stageRecordsQueryOptions(stage));
}
