import { Minus, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { readStepText, stepText } from "./step-text";

interface StepperProps extends Omit<ComponentProps<"input">, "value" | "onChange" | "size"> {
  /** The field's name, for the buttons' labels ("Increase Doors Knocked"). */
  name: string;
  /** The typed text; "" when the field is empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** How much − and + take away and add. */
  step?: number;
  /** Larger steps offered under the field as "+5", "+10" (the quick entry's increments after the first). */
  jumps?: readonly number[];
  /** Primary fields get 56 px buttons, others 44 px (design guide, forms at the curb). */
  primary?: boolean;
  decimals?: boolean;
}

/**
 * A number with large − and + for a thumb, the number itself typed in between, and the metric's larger
 * steps under it. An empty field stays empty (a placeholder, never a "0" to delete); + from empty gives
 * one step, − never goes below 0.
 */
export function Stepper({
  name,
  value,
  onValueChange,
  step = 1,
  jumps = [],
  primary = false,
  decimals = false,
  className,
  disabled,
  ...inputProps
}: StepperProps) {
  const current = readStepText(value);
  const unreadable = value.trim() !== "" && current === null;
  const buttonSize = primary ? "size-14" : "size-11";
  const button = cn(
    "inline-flex shrink-0 items-center justify-center rounded-lg border border-input bg-card text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-5",
    buttonSize,
  );
  return (
    <div className={cn("grid justify-items-end gap-1.5", className)}>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={button}
          aria-label={`Decrease ${name}`}
          disabled={disabled || current === null || current <= 0}
          onClick={() => onValueChange(stepText(value, -step))}
        >
          <Minus aria-hidden="true" />
        </button>
        <input
          type="text"
          inputMode={decimals ? "decimal" : "numeric"}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="–"
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(
            "w-20 min-w-0 rounded-lg border border-input bg-card px-2 text-center text-lg font-semibold tabular-nums text-foreground placeholder:font-normal placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:opacity-50 aria-invalid:border-destructive",
            primary ? "h-14" : "h-11",
          )}
          {...inputProps}
        />
        <button
          type="button"
          className={button}
          aria-label={`Increase ${name}`}
          disabled={disabled || unreadable}
          onClick={() => onValueChange(stepText(value, step))}
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
      {jumps.length > 0 ? (
        <div className="flex gap-1.5">
          {jumps.map((jump) => (
            <button
              key={jump}
              type="button"
              className="inline-flex h-11 min-w-12 items-center justify-center rounded-lg border border-input bg-muted px-2 text-sm font-semibold tabular-nums text-foreground transition-colors hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:opacity-40"
              aria-label={`Add ${jump} to ${name}`}
              disabled={disabled || unreadable}
              onClick={() => onValueChange(stepText(value, jump))}
            >
              +{jump}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
