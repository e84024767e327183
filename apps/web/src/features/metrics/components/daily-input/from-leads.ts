import type { FromLeads } from "@measured/core";

const fmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The day's leads part by metric name; a metric the leads did not move is absent (never "+ 0"). */
export function leadsByMetric(answer: FromLeads | undefined): Readonly<Record<string, number>> {
  const parts: Record<string, number> = {};
  for (const { name, count } of answer?.metrics ?? []) if (count !== 0) parts[name] = (parts[name] ?? 0) + count;
  return parts;
}

export interface LeadsLine {
  /** "+ 3 from your leads" */
  added: string;
  /** "Deals Closed: 2 typed + 1 from your leads = 3" */
  sum: string;
}

/**
 * What Daily Input says under a field a lead step also feeds (issue 21, decision 044): the leads' part
 * beside the typed one and the day's figure, typed + leads, as the dashboard counts it (decision 043), so
 * a rep never types a lead's step again. `typed` is the field's figure as it reads now (empty is 0).
 */
export function leadsLine(name: string, typed: number | undefined, leads: number | undefined): LeadsLine | null {
  if (!leads) return null;
  const own = typed ?? 0;
  const part = `${fmt.format(leads)} from your leads`;
  return { added: `+ ${part}`, sum: `${name}: ${fmt.format(own)} typed + ${part} = ${fmt.format(own + leads)}` };
}
