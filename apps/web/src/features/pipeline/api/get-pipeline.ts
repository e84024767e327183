import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";
import { pipelineSchema } from "./pipeline-schema";

/** GET /api/pipeline: stages, cancellations, recent appointments, projections and insights (spec section 7). */
export function getPipeline({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/pipeline", pipelineSchema, { signal });
}

export const pipelineQueryOptions = () =>
  queryOptions({ queryKey: crmKeys.pipeline, queryFn: ({ signal }) => getPipeline({ signal }) });

export function usePipeline() {
  return useQuery(pipelineQueryOptions());
}
