import type { KpiKey } from "../kpi/catalogue";

export const INDUSTRY_IDS = ["solar", "alarm", "pest_control", "home_improvement", "coaching", "solopreneur"] as const;
export type IndustryId = (typeof INDUSTRY_IDS)[number];

export const DEFAULT_INDUSTRY: IndustryId = "solar";

export interface IndustryTemplate {
  id: IndustryId;
  name: string;
  description: string;
  kpis: readonly KpiKey[];
}

const GENERAL_KPIS = ["hoursWorked", "doorsKnocked", "apptsRan", "dealsClosed", "servicedAccounts"] as const;

export const INDUSTRY_TEMPLATES: Record<IndustryId, IndustryTemplate> = {
  solar: {
    id: "solar",
    name: "Solar",
    description: "Door-to-door solar sales: knocks, tags, appointments, closes and installs.",
    kpis: [
      "hoursWorked",
      "doorsKnocked",
      "tagsPut",
      "knockingApptSets",
      "taggingApptsSet",
      "apptsRan",
      "dealsClosed",
      "installs",
    ],
  },
  alarm: {
    id: "alarm",
    name: "Alarm",
    description: "Home security and alarm sales: doors, appointments and installs.",
    kpis: GENERAL_KPIS,
  },
  pest_control: {
    id: "pest_control",
    name: "Pest Control",
    description: "Pest control routes: doors knocked, deals closed and accounts serviced.",
    kpis: GENERAL_KPIS,
  },
  home_improvement: {
    id: "home_improvement",
    name: "Home Improvement",
    description: "Roofing, windows, HVAC and remodelling: leads, appointments and jobs sold.",
    kpis: GENERAL_KPIS,
  },
  coaching: {
    id: "coaching",
    name: "Coaching",
    description: "Coaches and consultants: outreach, sessions held and clients signed.",
    kpis: GENERAL_KPIS,
  },
  solopreneur: {
    id: "solopreneur",
    name: "Solopreneur",
    description: "Any one-person business: hours, outreach, meetings and deals.",
    kpis: GENERAL_KPIS,
  },
};

/** The header's role label per industry (spec section 1). */
export const ROLE_LABELS: Record<IndustryId, string> = {
  solar: "Solar Representative",
  alarm: "Alarm Representative",
  pest_control: "Pest Control Representative",
  home_improvement: "Home Improvement Representative",
  coaching: "Coaching",
  solopreneur: "Solopreneur",
};
export const DEFAULT_ROLE_LABEL = "Independent Contractor";

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === "string" && (INDUSTRY_IDS as readonly string[]).includes(value);
}

export function roleLabel(industry: string | null | undefined): string {
  return isIndustryId(industry) ? ROLE_LABELS[industry] : DEFAULT_ROLE_LABEL;
}

/** Industries whose final pipeline stage is an install rather than a serviced account. */
export function installsLabel(industry: string | null | undefined): "Installed" | "Accounts Serviced" {
  return industry === "solar" || industry === "alarm" || industry === "home_improvement" ? "Installed" : "Accounts Serviced";
}
