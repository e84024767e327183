import { ANALYTICS_OPTIONS, type AnalyticsId, type ListedMetric } from "@measured/core";
import { Eye, EyeOff, SlidersHorizontal } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useUpdateDashboardAnalytics } from "../../api/update-dashboard-analytics";
import { useUpdateMetricVisibility } from "../../api/update-metric-visibility";

interface ManageMetricsDialogProps {
  /** Every metric, in the rep's order, as Customize Metrics lists it (core's metricListing); null while loading. */
  metrics: readonly ListedMetric<{ name: string }>[] | null;
  /** The analytics cards shown (ids of ANALYTICS_OPTIONS). */
  analytics: ReadonlySet<string>;
}

interface ToggleProps {
  label: string;
  on: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** Under the label: why the toggle is not the metric's own ("In the Deals Closed card"). */
  note?: string;
}

function Toggle({ label, on, onToggle, disabled, note }: ToggleProps) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border px-3 py-1">
      <span className="grid min-w-0">
        <span className="text-sm font-medium">{label}</span>
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
      </span>
      <Button
        variant="ghost"
        aria-pressed={on}
        aria-label={`${label}: ${on ? "Visible" : "Hidden"}`}
        className={cn("w-28 shrink-0 justify-start", on ? "text-primary" : "text-muted-foreground")}
        disabled={disabled}
        onClick={onToggle}
      >
        {on ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {on ? "Visible" : "Hidden"}
      </Button>
    </li>
  );
}

/**
 * Spec section 2: toggle each metric Visible/Hidden; each toggle is saved at once. Issue 10: the
 * analytics cards chosen at onboarding can be changed here too.
 */
export function ManageMetricsDialog({ metrics, analytics }: ManageMetricsDialogProps) {
  const updateVisibility = useUpdateMetricVisibility();
  const updateAnalytics = useUpdateDashboardAnalytics();
  const toggleAnalytics = (id: AnalyticsId) => {
    const next = ANALYTICS_OPTIONS.map((o) => o.id).filter((o) => (o === id ? !analytics.has(o) : analytics.has(o)));
    updateAnalytics.mutate(next);
  };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="px-3">
          <SlidersHorizontal aria-hidden="true" />
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage metrics</DialogTitle>
          <DialogDescription>Choose what the dashboard shows. Changes are saved at once.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="manage-metrics-heading" className="grid gap-2">
          <h3 id="manage-metrics-heading" className="text-sm font-semibold">
            Metrics
          </h3>
          {metrics === null ? (
            <p className="text-sm text-muted-foreground">Your metrics are still loading.</p>
          ) : metrics.length === 0 ? (
            <p className="text-sm text-muted-foreground">You have no metrics yet.</p>
          ) : (
            <ul className="grid gap-1">
              {metrics.map(({ metric, hidden, shownIn }) =>
                shownIn ? (
                  // A part is a line in its total's card: it shows and hides with that card.
                  <Toggle
                    key={metric.name}
                    label={metric.name}
                    on={!hidden}
                    disabled
                    note={`In the ${shownIn} card`}
                    onToggle={() => undefined}
                  />
                ) : (
                  <Toggle
                    key={metric.name}
                    label={metric.name}
                    on={!hidden}
                    onToggle={() => updateVisibility.mutate({ [metric.name]: hidden })}
                  />
                ),
              )}
            </ul>
          )}
          <Button asChild variant="link" className="justify-self-start">
            <Link href={paths.customizeMetrics}>Reorder or add metrics</Link>
          </Button>
        </section>
        <section aria-labelledby="manage-analytics-heading" className="grid gap-2">
          <h3 id="manage-analytics-heading" className="text-sm font-semibold">
            Analytics
          </h3>
          <ul className="grid gap-1">
            {ANALYTICS_OPTIONS.map((option) => (
              <Toggle
                key={option.id}
                label={option.label}
                on={analytics.has(option.id)}
                onToggle={() => toggleAnalytics(option.id)}
                // An empty list means the defaults (decision 021): the last card shown stays.
                disabled={analytics.has(option.id) && analytics.size === 1}
              />
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
