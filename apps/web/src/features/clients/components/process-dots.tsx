import { type LeadFlags, PROCESS_DOTS, processDots } from "@measured/core";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The four process dots (spec section 2, Leads): a lit dot is filled and carries a check, an unlit
 * one is an empty ring, so the two differ in shape as well as colour; each dot's state is also in words.
 */
export function ProcessDots({ flags, className }: { flags: LeadFlags; className?: string }) {
  const lit = processDots(flags);
  return (
    <ol className={cn("grid grid-cols-4 gap-1", className)} aria-label="Progress">
      {PROCESS_DOTS.map((dot) => (
        <li key={dot} className="grid justify-items-center gap-1 text-center" data-lit={lit[dot] ? "" : undefined}>
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border-2",
              lit[dot] ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card",
            )}
            aria-hidden="true"
          >
            {lit[dot] ? <Check className="size-3.5" strokeWidth={3} /> : null}
          </span>
          <span className={cn("text-xs leading-tight", lit[dot] ? "font-semibold" : "text-muted-foreground")}>
            {dot}
            <span className="sr-only">{lit[dot] ? ": done" : ": not yet"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
