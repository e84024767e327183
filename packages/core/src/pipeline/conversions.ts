import type { IndustryId } from "../industries/industries";
import { percentOf } from "../kpi/figures";
import { PIPELINE_STAGE_KEYS, type PipelineCounts, stageCounts } from "./stages";
import { pipelineStagesFor } from "./templates";

/**
 * A share as a percent with one decimal (core's percentOf, spec section 9: rates are shown with 1
 * decimal), or null when there is nothing to divide by: the screens then say so rather than show 0%.
 */
export function shareOrNull(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return null;
  return percentOf(part, whole);
}

/**
 * Spec section 4: a stage's conversion is its count over the previous stage's count, as a percent.
 * The first stage has none, and neither has a stage after an empty one (null, never a division by
 * zero). Stages hold each lead once, at its furthest step, so the figure can pass 100% (decision 027).
 */
export function stageConversion(count: number, previousCount: number | null): number | null {
  return previousCount === null ? null : shareOrNull(count, previousCount);
}

export interface PipelineStageFigure {
  name: string;
  count: number;
  conversion: number | null;
}

/** The five stages with the industry's last label (Installed or Accounts Serviced), counts and conversions. */
export function pipelineStageFigures(counts: PipelineCounts, industry: IndustryId): PipelineStageFigure[] {
  const byStage = stageCounts(counts);
  const names = pipelineStagesFor(industry).map((s) => s.stageName);
  return PIPELINE_STAGE_KEYS.map((key, i) => {
    const previousKey = PIPELINE_STAGE_KEYS[i - 1];
    const previous = previousKey === undefined ? null : byStage[previousKey];
    return { name: names[i] ?? key, count: byStage[key], conversion: stageConversion(byStage[key], previous) };
  });
}
