import { ChartColumn } from "lucide-react";
import { cn } from "@/lib/cn";

/** The product mark: an icon tile and the name, optionally with a subtitle underneath. */
export function Brand({ subtitle, className }: { subtitle?: string; className?: string }) {
  return (
    <div className={cn("flex min-w-0 items-center gap-2.5", className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ChartColumn className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 leading-tight">
        <span className="truncate text-lg font-bold tracking-tight">Measured</span>
        {subtitle ? <span className="truncate text-xs text-muted-foreground">{subtitle}</span> : null}
      </span>
    </div>
  );
}
