import { PIPELINE_STAGE_KEYS } from "@measured/core";
import { StageRecordsButton } from "@/components/figure-records/stage-records-button";
import { Card, CardContent } from "@/components/ui/card";
import { formatRate } from "@/lib/format";
import type { Pipeline } from "../api/pipeline-schema";

const count = new Intl.NumberFormat("en-US");
/** One colour per stage from the chart tokens, so no colour repeats in the funnel (design guide, charts). */
const BAR_COLORS = [
  "var(--color-chart-1)",
  "var(--color-chart-6)",
  "var(--color-chart-4)",
  "var(--color-chart-3)",
  "var(--color-chart-7)",
];

/**
 * The Sales Pipeline funnel (spec section 2) as a bar chart in HTML (decision 029): each step a bar as
 * long as its share of all leads, with the leads that reached it, the conversion from the step before
 * (never above 100%, decision 043) and, beside them, how many are at that step now (the spec's stage
 * count). Each reached count opens the leads it counts (decision 047; the answer lists the stages in
 * PIPELINE_STAGE_KEYS order). The text is the chart's own, so it reads the same to a screen reader and in both themes.
 */
export function PipelineFunnel({ stages }: { stages: Pipeline["stages"] }) {
  const largest = Math.max(1, ...stages.map((s) => s.reached));
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <ol className="grid gap-4" aria-label="Sales Pipeline stages">
          {stages.map((stage, i) => (
            <li key={stage.name} className="grid gap-1.5" data-stage={stage.name}>
              <div className="flex items-end justify-between gap-3">
                <div className="grid min-w-0">
                  <span className="text-sm font-medium">{stage.name}</span>
                  {i > 0 ? (
                    <span className="text-xs text-muted-foreground tabular-nums" data-testid="stage-conversion">
                      {/* Nothing to divide by (the stage before is empty): a dash, not 0%. */}
                      {stage.conversion === null ? "–" : formatRate(stage.conversion)} of {stages[i - 1]?.name}
                    </span>
                  ) : null}
                </div>
                <div className="grid justify-items-end">
                  <StageRecordsButton title={stage.name} value={stage.reached} stage={PIPELINE_STAGE_KEYS[i] ?? "leads"}>
                    <span className="text-xl font-semibold tabular-nums" data-testid="stage-reached">
                      {count.format(stage.reached)}
                    </span>
                  </StageRecordsButton>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    <span data-testid="stage-count">{count.format(stage.count)}</span> here now
                  </span>
                </div>
              </div>
              <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full"
                  style={{
                    width: `${stage.reached === 0 ? 0 : Math.max(2, (stage.reached / largest) * 100)}%`,
                    backgroundColor: BAR_COLORS[i % BAR_COLORS.length],
                  }}
                />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
