import { applyIncrement, type EntryField, outlierQuestion } from "@measured/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { invalidateMetricQueries } from "@/lib/query-keys";
import { browserToday } from "@/lib/time-zone";
import { QuickEntrySaveError, type SavedCounter, useCreateKpiEntries } from "../../api/create-kpi-entry";
import { useKpiEntriesForDay } from "../../api/get-kpi-entries";
import { undoQuickEntry } from "../../api/undo-quick-entry";
import { useEntrySections } from "../../hooks/use-entry-sections";

type Counts = Record<string, number>;

const figure = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
/** Sums of decimal increments (0.5 hours) stay exact to the cent. */
const bumped = (current: number, delta: number) => Math.round(applyIncrement(current, delta) * 100) / 100;

/**
 * Daily Stats Entry (spec section 9, decision 019): one counter per metric the rep can enter (the same
 * list as Daily Input, in the rep's order), each beside today's running total; Save adds the counters
 * to today's values and the toast offers Undo (decision 022).
 */
export function QuickEntrySheet({ onSaved }: { onSaved: () => void }) {
  const [date] = useState(browserToday);
  const [counts, setCounts] = useState<Counts>({});
  const queryClient = useQueryClient();
  // The same fields as Daily Input, in the same order (one helper for both).
  const { fields, definitions, preferences } = useEntrySections();
  const today = useKpiEntriesForDay(date);
  const create = useCreateKpiEntries();
  const todayTotals = useMemo(() => new Map((today.data ?? []).map((e) => [e.kpiName, e.value])), [today.data]);

  const countOf = (name: string) => counts[name] ?? 0;
  const total = fields.reduce((sum, f) => sum + countOf(f.name), 0);
  const bump = (name: string, delta: number) => setCounts((c) => ({ ...c, [name]: bumped(c[name] ?? 0, delta) }));

  const undo = (saved: SavedCounter[]) => {
    undoQuickEntry(saved)
      .then(() => toast({ title: "Stats restored", description: "Today's totals are back to what they were." }))
      .catch(() => toast({ variant: "destructive", title: "Failed to undo. Please try again." }))
      .finally(() => invalidateMetricQueries(queryClient));
  };

  const [percentQuestions, setPercentQuestions] = useState<string[]>([]);
  /** A percent metric whose day would go above 100 is asked about first (decision 042). */
  const askFirst = () => {
    const questions = fields.flatMap((f) => {
      if (f.unit !== "percent" || countOf(f.name) <= 0) return [];
      const question = outlierQuestion(f, bumped(todayTotals.get(f.name) ?? 0, countOf(f.name)));
      return question ? [question] : [];
    });
    if (questions.length > 0) setPercentQuestions(questions);
    else onSave();
  };

  const onSave = () => {
    setPercentQuestions([]);
    const inputs = fields.filter((f) => countOf(f.name) > 0).map((f) => ({ metricName: f.name, value: countOf(f.name), date }));
    create.mutate(inputs, {
      onSuccess: (saved) => {
        toast({
          title: "Daily Stats Updated",
          description: "Your metrics have been recorded successfully.",
          action: { label: "Undo", altText: "Undo the stats just saved", onClick: () => undo(saved) },
        });
        setCounts({});
        onSaved();
      },
      onError: (error) => {
        // Counters already saved are cleared, so trying again does not add them twice.
        if (error instanceof QuickEntrySaveError) {
          setCounts((c) => ({ ...c, ...Object.fromEntries(error.saved.map((s) => [s.metricName, 0])) }));
        }
        toast({ variant: "destructive", title: "Failed to save stats. Please try again." });
      },
    });
  };

  const loading = definitions.isPending || preferences.isPending;
  const failed = definitions.isError || preferences.isError;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Daily Stats Entry</DialogTitle>
        <DialogDescription>Tap to add to today's numbers.</DialogDescription>
      </DialogHeader>
      {loading ? <p className="text-sm text-muted-foreground">Loading your metrics…</p> : null}
      {failed ? <p className="text-sm text-destructive">Your metrics could not be loaded. Close and try again.</p> : null}
      <ul className="grid gap-3">
        {fields.map((field) => (
          <Counter
            key={field.name}
            field={field}
            count={countOf(field.name)}
            todayTotal={todayTotals.get(field.name)}
            onBump={bump}
          />
        ))}
      </ul>
      {/* Stays in reach at the bottom of the scrolling dialog. */}
      <div className="sticky -bottom-5 -mx-5 border-t bg-card px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <Button size="lg" className="w-full" disabled={total === 0 || create.isPending || loading} onClick={askFirst}>
          {create.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
      <AlertDialog open={percentQuestions.length > 0}>
        <AlertDialogContent onEscapeKeyDown={() => setPercentQuestions([])}>
          <AlertDialogHeader>
            <AlertDialogTitle>{percentQuestions[0] ?? ""}</AlertDialogTitle>
            <AlertDialogDescription>
              {percentQuestions.slice(1).join(" ")} A percentage above 100 is usually a slip. Save as it is, or fix it first.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => setPercentQuestions([])}>Fix</AlertDialogCancel>
            <AlertDialogAction onClick={onSave}>Save anyway</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function Counter({
  field,
  count,
  todayTotal,
  onBump,
}: {
  field: EntryField;
  count: number;
  /** Today's value so far; undefined while it loads (or when it could not be read). */
  todayTotal: number | undefined;
  onBump: (name: string, delta: number) => void;
}) {
  const { name, increments } = field;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold">{name}</h3>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="today-total">
            Today {figure(todayTotal ?? 0)}
            {count > 0 ? ` → ${figure((todayTotal ?? 0) + count)}` : ""}
          </p>
        </div>
        <output className="text-xl font-bold tabular-nums" aria-live="polite" aria-label={`${name} count`}>
          {figure(count)}
        </output>
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        {increments.map((n) => (
          <Button
            key={`plus-${n}`}
            variant="outline"
            className="px-0"
            aria-label={`Add ${n} to ${name}`}
            onClick={() => onBump(name, n)}
          >
            +{n}
          </Button>
        ))}
        {increments.map((n) => (
          <Button
            key={`minus-${n}`}
            variant="ghost"
            className="px-0 text-muted-foreground"
            aria-label={`Subtract ${n} from ${name}`}
            disabled={count === 0}
            onClick={() => onBump(name, -n)}
          >
            −{n}
          </Button>
        ))}
      </div>
    </li>
  );
}
