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
 * A step's conversion: the leads that reached it over the leads that reached the step before, as a
 * percent. The first step has none, and neither has a step after an empty one (null, never a division
 * by zero). Each step's leads are among the step before's, so it never passes 100% (decision 043: the
 * spec divided the stages' "now at this step" counts, which hold each lead once and read 150%).
 */
export function stageConversion(count: number, previousCount: number | null): number | null {
  return previousCount === null ? null : shareOrNull(count, previousCount);
}

export interface PipelineStageFigure {
  name: string;
  /** Leads at this step now (spec section 4's stage count). */
  count: number;
  /** Leads that reached at least this step (glossary: the funnel's figure). */
  reached: number;
  /** reached over the step before's reached, in percent; null for the first step or after an empty one. */
  conversion: number | null;
}

/** The five stages with the industry's last label (Installed or Accounts Serviced), counts and conversions. */
export function pipelineStageFigures(counts: PipelineCounts, industry: IndustryId): PipelineStageFigure[] {
  const byStage = stageCounts(counts);
  const names = pipelineStagesFor(industry).map((s) => s.stageName);
  return PIPELINE_STAGE_KEYS.map((key, i) => {
    const previousKey = PIPELINE_STAGE_KEYS[i - 1];
    const previous = previousKey === undefined ? null : counts.reached[previousKey];
    const reached = counts.reached[key];
    return { name: names[i] ?? key, count: byStage[key], reached, conversion: stageConversion(reached, previous) };
  });
}
