import { applyIncrement, QUICK_ENTRY_COUNTERS, type QuickEntryCounterId, quickEntryMetricName } from "@measured/core";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { browserToday } from "@/lib/time-zone";
import { useCreateKpiEntries } from "../../api/create-kpi-entry";
import { useKpiDefinitions } from "../../api/get-kpi-definitions";

type Counts = Record<QuickEntryCounterId, number>;
const ZERO: Counts = Object.fromEntries(QUICK_ENTRY_COUNTERS.map((c) => [c.id, 0])) as Counts;

/** The floating "+" above the bottom navigation, opening Daily Stats Entry (spec section 2, quick entry kpi). */
export function QuickEntryButton() {
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Counts>(ZERO);
  const definitions = useKpiDefinitions({ enabled: open });
  const create = useCreateKpiEntries();
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const bump = (id: QuickEntryCounterId, delta: number) => setCounts((c) => ({ ...c, [id]: applyIncrement(c[id], delta) }));

  const onSave = () => {
    const names = definitions.data?.map((d) => d.name) ?? [];
    const date = browserToday();
    const inputs = QUICK_ENTRY_COUNTERS.filter((c) => counts[c.id] > 0).map((c) => ({
      metricName: quickEntryMetricName(c.id, names),
      value: counts[c.id],
      date,
    }));
    create.mutate(inputs, {
      onSuccess: () => {
        toast({ title: "Daily Stats Updated", description: "Your metrics have been recorded successfully." });
        setCounts(ZERO);
        setOpen(false);
      },
      onError: () => toast({ variant: "destructive", title: "Failed to save stats. Please try again." }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="icon" aria-label="Log today's stats" className="size-14 rounded-full shadow-lg [&_svg]:size-6">
          <Plus aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Daily Stats Entry</DialogTitle>
          <DialogDescription>Tap to add to today's numbers.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {QUICK_ENTRY_COUNTERS.map((counter) => (
            <li key={counter.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-semibold">{counter.label}</h3>
                <output className="text-xl font-bold tabular-nums" aria-live="polite" aria-label={`${counter.label} count`}>
                  {counts[counter.id]}
                </output>
              </div>
              <div className="grid grid-cols-4 gap-1.5">
                {counter.increments.map((n) => (
                  <Button
                    key={`plus-${n}`}
                    variant="outline"
                    className="px-0"
                    aria-label={`Add ${n} to ${counter.label}`}
                    onClick={() => bump(counter.id, n)}
                  >
                    +{n}
                  </Button>
                ))}
                {counter.increments.map((n) => (
                  <Button
                    key={`minus-${n}`}
                    variant="ghost"
                    className="px-0 text-muted-foreground"
                    aria-label={`Subtract ${n} from ${counter.label}`}
                    disabled={counts[counter.id] === 0}
                    onClick={() => bump(counter.id, -n)}
                  >
                    −{n}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
        {/* Stays in reach at the bottom of the scrolling dialog. */}
        <div className="sticky -bottom-5 -mx-5 border-t bg-card px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button
            size="lg"
            className="w-full"
            disabled={total === 0 || create.isPending || definitions.isPending}
            onClick={onSave}
          >
            {create.isPending ? "Saving…" : "Save"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
