import { Minus, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

interface StepperProps extends Omit<ComponentProps<"input">, "value" | "onChange" | "size"> {
  /** The field's name, for the buttons' labels ("Increase Doors Knocked"). */
  name: string;
  /** The typed text; "" when the field is empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** How much one tap adds or takes away. */
  step?: number;
  /** Primary fields get 56 px buttons, others 44 px (design guide, forms at the curb). */
  primary?: boolean;
  decimals?: boolean;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A number with large − and + for a thumb, and the number itself typed in between. An empty field
 * stays empty (a placeholder, never a "0" to delete); + from empty gives one step, − never goes below 0.
 */
export function Stepper({
  name,
  value,
  onValueChange,
  step = 1,
  primary = false,
  decimals = false,
  className,
  disabled,
  ...inputProps
}: StepperProps) {
  const current = Number(value.trim());
  const readable = value.trim() !== "" && Number.isFinite(current);
  const buttonSize = primary ? "size-14" : "size-11";
  const button = cn(
    "inline-flex shrink-0 items-center justify-center rounded-lg border border-input bg-card text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-5",
    buttonSize,
  );
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <button
        type="button"
        className={button}
        aria-label={`Decrease ${name}`}
        disabled={disabled || !readable || current <= 0}
        onClick={() => onValueChange(String(Math.max(0, round(current - step))))}
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
        disabled={disabled || (value.trim() !== "" && !readable)}
        onClick={() => onValueChange(String(round((readable ? current : 0) + step)))}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
