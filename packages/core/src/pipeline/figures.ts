import type { IndustryId } from "../industries/industries";
import { type CancellationFigure, cancellationFigures } from "./cancellations";
import { type PipelineStageFigure, pipelineStageFigures } from "./conversions";
import { type ConversionInsights, conversionInsights } from "./insights";
import { type RevenueProjection, revenueProjection, type SignedDealRevenue } from "./projections";
import type { PipelineCounts } from "./stages";

/** Everything GET /api/pipeline answers except the recent appointments, from the counts alone. */
export interface PipelineFigures {
  stages: PipelineStageFigure[];
  cancellations: CancellationFigure[];
  projections: RevenueProjection;
  insights: ConversionInsights;
}

export function pipelineFigures(counts: PipelineCounts, industry: IndustryId, signed?: SignedDealRevenue): PipelineFigures {
  return {
    stages: pipelineStageFigures(counts, industry),
    cancellations: cancellationFigures(counts),
    projections: revenueProjection(counts, signed),
    insights: conversionInsights(counts),
  };
}
