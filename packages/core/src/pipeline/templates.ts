import { DERIVED_LEAD_STATUSES } from "../clients/lead-status";
import { INDUSTRY_IDS, type IndustryId, installsLabel } from "../industries/industries";

export const DEFAULT_STAGE_COLOR = "#4A6FA5";
export const DEFAULT_STATUS_COLOR = "#6B7280";

export interface PipelineStageTemplate {
  industry: IndustryId;
  stageName: string;
  stageOrder: number;
  color: string;
  isDefault: boolean;
}

export interface LeadStatusTemplate {
  industry: IndustryId;
  statusName: string;
  statusOrder: number;
  color: string;
  isDefault: boolean;
}

/** Pipeline stages in funnel order (spec section 4); the last one depends on the industry. */
export function pipelineStagesFor(industry: IndustryId): PipelineStageTemplate[] {
  const names = ["Leads", "Appointments Set", "Appointments Sat", "Deals Closed", installsLabel(industry)];
  const colors = ["#6B7280", "#4A6FA5", "#7C3AED", "#16A34A", "#0D9488"];
  return names.map((stageName, i) => ({
    industry,
    stageName,
    stageOrder: i + 1,
    color: colors[i] ?? DEFAULT_STAGE_COLOR,
    isDefault: true,
  }));
}

/** Lead statuses as the leads page derives them (spec section 4), in display order. */
export const LEAD_STATUS_NAMES = DERIVED_LEAD_STATUSES;

export function leadStatusesFor(industry: IndustryId): LeadStatusTemplate[] {
  return LEAD_STATUS_NAMES.map((statusName, i) => ({
    industry,
    statusName,
    statusOrder: i + 1,
    color: DEFAULT_STATUS_COLOR,
    isDefault: statusName === "lead",
  }));
}

export const ALL_PIPELINE_STAGE_TEMPLATES = INDUSTRY_IDS.flatMap(pipelineStagesFor);
export const ALL_LEAD_STATUS_TEMPLATES = INDUSTRY_IDS.flatMap(leadStatusesFor);
