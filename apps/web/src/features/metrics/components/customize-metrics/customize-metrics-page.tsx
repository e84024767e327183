import { type KpiDefinition, metricListing } from "@measured/core";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/layout/page-state";
import { useKpiDefinitions } from "@/components/metrics/api/get-kpi-definitions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useDeleteKpiDefinition } from "../../api/delete-kpi-definition";
import { usePreferences } from "../../api/get-preferences";
import { useUpdateMetricOrder } from "../../api/update-metric-order";
import { metricsLoadState } from "../metrics-load-state";
import { AddMetricForm } from "./add-metric-form";
import { IndustryTemplates } from "./industry-templates";
import { SortableMetricList } from "./sortable-metric-list";

/** Spec section 2, Customize Metrics: reorder, add and deactivate metrics. */
export function CustomizeMetricsPage() {
  const definitions = useKpiDefinitions();
  const preferences = usePreferences();
  const updateOrder = useUpdateMetricOrder();
  const deactivate = useDeleteKpiDefinition();
  const [confirming, setConfirming] = useState<KpiDefinition | null>(null);
  const [moving, setMoving] = useState(false);

  // The same list, order and hidden state as the dashboard's Manage dialog (core's metricListing).
  const listing = metricListing(definitions.data ?? [], {
    metricOrder: preferences.data?.metricOrder ?? [],
    metricVisibility: preferences.data?.metricVisibility ?? {},
  });
  const ordered = listing.map((l) => l.metric);
  const detailOf = (definition: KpiDefinition) => {
    const listed = listing.find((l) => l.metric.id === definition.id);
    if (!listed) return null;
    if (listed.shownIn) return `in the ${listed.shownIn} card${listed.hidden ? ", hidden" : ""}`;
    return listed.hidden ? "hidden on the dashboard" : null;
  };

  const list =
    metricsLoadState([definitions, preferences]) ??
    (ordered.length === 0 ? (
      <EmptyState title="No metrics yet">Add your first metric below, or choose an industry template.</EmptyState>
    ) : (
      <SortableMetricList
        definitions={ordered}
        moving={moving}
        onReorder={(next) => updateOrder.mutate(next.map((d) => d.name))}
        detailOf={detailOf}
        renderActions={(definition) => (
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={`Deactivate ${definition.name}`}
            onClick={() => setConfirming(definition)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      />
    ));

  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Customize Metrics</h1>
        <p className="mt-1 text-sm text-muted-foreground">The dashboard shows your metrics in this order.</p>
      </div>
      <Card>
        <CardHeader className="flex items-start justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-3">
          <div className="grid gap-1">
            <CardTitle className="text-lg">Metric order</CardTitle>
            <CardDescription>Drag a metric by its handle, or move it with buttons.</CardDescription>
          </div>
          <Button variant="outline" onClick={() => setMoving((on) => !on)}>
            {moving ? "Done" : "Move"}
          </Button>
        </CardHeader>
        <CardContent className="p-2 pt-0 sm:p-6 sm:pt-0">{list}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Add a new metric</CardTitle>
        </CardHeader>
        <CardContent>
          <AddMetricForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Industry Templates</CardTitle>
          <CardDescription>Switching template replaces your metrics with the template's; entries are kept.</CardDescription>
        </CardHeader>
        <CardContent>
          <IndustryTemplates />
        </CardContent>
      </Card>

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Deactivate {confirming?.name}?</DialogTitle>
            <DialogDescription>
              It leaves your dashboard and Daily Input. The numbers you logged for it are kept.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={deactivate.isPending}
              onClick={() => {
                if (confirming) deactivate.mutate(confirming.id, { onSettled: () => setConfirming(null) });
              }}
            >
              {deactivate.isPending ? "Deactivating…" : "Deactivate"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
