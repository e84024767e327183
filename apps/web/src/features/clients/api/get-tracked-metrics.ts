import { isSolarLike } from "@measured/core";
import { useKpiDefinitions } from "@/components/metrics/api/get-kpi-definitions";

/**
 * A rep is solar-like when they track a tagging or knock/tag-split metric (core's isSolarLike, spec
 * section 5); the definitions are the metrics' one cache entry.
 */
export function useIsSolarLike(): boolean {
  const definitions = useKpiDefinitions();
  return isSolarLike((definitions.data ?? []).map((d) => d.name));
}
