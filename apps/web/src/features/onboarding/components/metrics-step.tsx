import { ANALYTICS_OPTIONS, type AnalyticsId, INDUSTRY_TEMPLATES, type IndustryId, type KpiKey, kpiName } from "@measured/core";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";

interface MetricsStepProps {
  industry: IndustryId;
  kpis: readonly KpiKey[];
  analytics: readonly AnalyticsId[];
  pending: boolean;
  onToggleKpi: (key: KpiKey) => void;
  onToggleAnalytics: (id: AnalyticsId) => void;
  onBack: () => void;
}

/** Step 2: the industry's metrics (all pre-selected) and the dashboard analytics. */
export function MetricsStep(props: MetricsStepProps) {
  const template = INDUSTRY_TEMPLATES[props.industry];
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3">
          <h2 className="text-xl font-semibold">Choose your metrics</h2>
          <p className="mt-1 text-sm text-muted-foreground">The {template.name} template tracks these KPIs.</p>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {template.kpis.map((key) => (
            <ChoiceCard
              key={key}
              type="checkbox"
              name="kpis"
              value={key}
              checked={props.kpis.includes(key)}
              onChange={() => props.onToggleKpi(key)}
              label={kpiName(key)}
            />
          ))}
        </div>
        {props.kpis.length === 0 ? (
          <p className="text-sm text-destructive" role="alert">
            Please select at least one KPI to track
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-3">
          <h2 className="text-xl font-semibold">Dashboard analytics</h2>
          <p className="mt-1 text-sm text-muted-foreground">Pick the analytics cards for your dashboard.</p>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ANALYTICS_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.id}
              type="checkbox"
              name="analytics"
              value={option.id}
              checked={props.analytics.includes(option.id)}
              onChange={() => props.onToggleAnalytics(option.id)}
              label={option.label}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack} disabled={props.pending}>
          Back
        </Button>
        <Button type="submit" disabled={props.kpis.length === 0 || props.pending}>
          {props.pending ? "Setting Up…" : "Complete Setup"}
        </Button>
      </div>
    </div>
  );
}
