import { Check } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

interface ChoiceCardProps extends Omit<ComponentProps<"input">, "type" | "children"> {
  /** radio for one-of-many (industries), checkbox for many (metrics). */
  type: "radio" | "checkbox";
  label: ReactNode;
  description?: ReactNode;
}

/** A native radio or checkbox drawn as a tappable card with a visible tick and focus ring. */
export function ChoiceCard({ type, label, description, className, ...inputProps }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        "relative flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-card p-3 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1 has-disabled:cursor-not-allowed has-disabled:opacity-50",
        className,
      )}
    >
      {/* The native input covers the whole card: taps land on it, and it keeps its own semantics. */}
      <input type={type} className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0" {...inputProps} />
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center border border-input bg-card text-transparent peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
          type === "radio" ? "rounded-full" : "rounded",
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-semibold">{label}</span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}
