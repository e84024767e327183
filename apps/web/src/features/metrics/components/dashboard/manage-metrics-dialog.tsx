import { isMetricVisible } from "@measured/core";
import { Eye, EyeOff, SlidersHorizontal } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useUpdateMetricVisibility } from "../../api/update-metric-visibility";

interface ManageMetricsDialogProps {
  /** Every metric name, in the user's order. */
  names: readonly string[];
  visibility: Readonly<Record<string, boolean>>;
}

/** Spec section 2: toggle each metric Visible/Hidden; each toggle is saved at once. */
export function ManageMetricsDialog({ names, visibility }: ManageMetricsDialogProps) {
  const updateVisibility = useUpdateMetricVisibility();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage metrics</DialogTitle>
          <DialogDescription>Choose which metrics the dashboard shows. Changes are saved at once.</DialogDescription>
        </DialogHeader>
        {names.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no metrics yet.</p>
        ) : (
          <ul className="grid gap-1">
            {names.map((name) => {
              const visible = isMetricVisible(visibility, name);
              return (
                <li key={name} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-1">
                  <span className="min-w-0 truncate text-sm font-medium">{name}</span>
                  <Button
                    variant="ghost"
                    aria-pressed={visible}
                    aria-label={`${name}: ${visible ? "Visible" : "Hidden"}`}
                    className={cn("w-28 justify-start", visible ? "text-primary" : "text-muted-foreground")}
                    onClick={() => updateVisibility.mutate({ [name]: !visible })}
                  >
                    {visible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    {visible ? "Visible" : "Hidden"}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button asChild variant="link" className="justify-self-start">
          <Link href={paths.customizeMetrics}>Reorder or add metrics</Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
