import { CalendarDays } from "lucide-react";
import { useId } from "react";
import { formatPickerDate } from "@/lib/format";

interface DatePickerButtonProps {
  date: string;
  /** The last day that can be picked (today in the browser's zone). */
  max?: string;
  /** Why the last typed day was refused, shown under the button. */
  error?: string | null;
  onChange: (date: string) => void;
}

/**
 * A button showing the date as 'MMM dd, yyyy' (spec section 9). A native date input
 * covers it, so a tap opens the phone's own picker and keyboards can type a date.
 */
export function DatePickerButton({ date, max, error, onChange }: DatePickerButtonProps) {
  const errorId = useId();
  return (
    <div className="grid gap-1 sm:justify-items-end">
      <label className="relative inline-flex min-h-11 w-full items-center gap-2 rounded-lg border border-input bg-card px-4 text-base font-semibold has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1 sm:w-auto">
        <CalendarDays className="size-5 text-muted-foreground" aria-hidden="true" />
        <span aria-hidden="true">{formatPickerDate(date)}</span>
        <input
          type="date"
          aria-label="Date"
          required
          value={date}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          onClick={(event) => {
            try {
              event.currentTarget.showPicker();
            } catch {
              // Older browsers: the input itself still takes typed dates.
            }
          }}
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
        />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="max-w-xs text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
