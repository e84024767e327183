import { formatUsd } from "@measured/core";
import type { ReactNode } from "react";
import { GoalProgressBar } from "@/components/goals/goal-progress-bar";
import { Card } from "@/components/ui/card";
import { formatRate } from "@/lib/format";
import { DEMO_FINANCE, DEMO_FUNNEL, DEMO_GOAL, DEMO_LABEL, DEMO_LEADS, DEMO_PIPELINE, DEMO_TODAY } from "./demo-data";

/** A slide's own heading strip: the screen's title and the demo rep it shows. */
function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-3 overflow-hidden bg-background p-3 text-left sm:p-4">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-base font-bold">{title}</p>
        <p className="truncate text-xs text-muted-foreground">{DEMO_LABEL}</p>
      </div>
      {children}
    </div>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-bold tabular-nums">{value}</p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </Card>
  );
}

function DashboardSlide() {
  return (
    <Screen title="Dashboard">
      <div className="grid grid-cols-2 gap-2">
        {DEMO_FUNNEL.slice(2).map((s) => (
          <Tile
            key={s.step}
            label={s.step}
            value={String(s.count)}
            note={s.rate === null ? undefined : `${formatRate(s.rate)} of the step before`}
          />
        ))}
        <Card className="grid gap-2 p-3">
          <p className="text-xs text-muted-foreground">
            Goal: {DEMO_GOAL.metricName} {DEMO_GOAL.current} of {DEMO_GOAL.target}
          </p>
          <GoalProgressBar goal={DEMO_GOAL} />
        </Card>
      </div>
    </Screen>
  );
}

function DailyInputSlide() {
  return (
    <Screen title="Daily Input">
      <ul className="grid gap-2">
        {DEMO_TODAY.map(([name, value]) => (
          <li key={name} className="flex items-center justify-between rounded-md border bg-card px-3 py-2 text-sm">
            <span>{name}</span>
            <span className="min-w-12 rounded border bg-background px-2 py-0.5 text-right font-semibold tabular-nums">
              {value}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-auto rounded-md bg-primary px-3 py-2 text-center text-sm font-semibold text-primary-foreground">Save</p>
    </Screen>
  );
}

function PipelineSlide() {
  return (
    <Screen title="Pipeline">
      <ul className="grid gap-2">
        {DEMO_FUNNEL.map((s) => (
          <li key={s.step} className="grid gap-1">
            <div className="flex justify-between text-xs">
              <span>{s.step}</span>
              <span className="tabular-nums text-muted-foreground">
                {s.count}
                {s.rate === null ? "" : ` · ${formatRate(s.rate)}`}
              </span>
            </div>
            <div className="h-2 rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${(s.count / DEMO_FUNNEL[0].count) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-1.5">
        {DEMO_PIPELINE.map(([stage, n]) => (
          <span key={stage} className="rounded-full border bg-card px-2 py-0.5 text-xs">
            {stage} {n}
          </span>
        ))}
      </div>
    </Screen>
  );
}

function ClientsSlide() {
  return (
    <Screen title="Clients">
      <ul className="grid gap-2">
        {DEMO_LEADS.map((lead) => (
          <li key={lead.name} className="flex items-center justify-between gap-2 rounded-md border bg-card px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium">{lead.name}</span>
              <span className="block text-xs text-muted-foreground">{lead.next}</span>
            </span>
            <span className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">{lead.status}</span>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

function FinanceSlide() {
  const net = DEMO_FINANCE.revenueCents - DEMO_FINANCE.expensesCents - DEMO_FINANCE.deductionCents;
  return (
    <Screen title="Finance">
      <div className="grid grid-cols-2 gap-2">
        <Tile label="Revenue" value={formatUsd(DEMO_FINANCE.revenueCents)} />
        <Tile label="Expenses" value={formatUsd(DEMO_FINANCE.expensesCents)} />
        <Tile label="Mileage deduction" value={formatUsd(DEMO_FINANCE.deductionCents)} note={`${DEMO_FINANCE.miles} miles`} />
        <Tile label="Net after deductions" value={formatUsd(net)} />
      </div>
    </Screen>
  );
}

/** The five slides of spec section 2, in order. */
export const SLIDES: readonly { title: string; Slide: () => ReactNode }[] = [
  { title: "Dashboard", Slide: DashboardSlide },
  { title: "Daily Input", Slide: DailyInputSlide },
  { title: "Pipeline", Slide: PipelineSlide },
  { title: "Clients", Slide: ClientsSlide },
  { title: "Finance", Slide: FinanceSlide },
];
