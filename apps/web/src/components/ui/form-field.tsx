import { type ComponentProps, useId } from "react";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

export interface FormFieldProps extends ComponentProps<typeof Input> {
  label: string;
  /** The validation message shown under the input, if any. */
  error?: string;
}

/** A labelled input with its validation message wired up for screen readers. */
export function FormField({ label, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PresetFieldProps = Omit<FormFieldProps, "label" | "type" | "inputMode"> & { label?: string };

/** A lead's e-mail: the e-mail keyboard, and no autofill of the rep's own address. */
export function EmailField({ label = "Email", ...props }: PresetFieldProps) {
  return <FormField label={label} type="email" inputMode="email" autoComplete="off" {...props} />;
}

/** A lead's phone: the phone keypad, and no autofill of the rep's own number. */
export function PhoneField({ label = "Phone", ...props }: PresetFieldProps) {
  return <FormField label={label} type="tel" inputMode="tel" autoComplete="off" {...props} />;
}

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The validation message shown under the select, if any. */
  error?: string;
}

/** A labelled native select: the phone's own picker, large enough for a thumb. */
export function SelectField({ label, options, id, error, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className="min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
        {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface NotesFieldProps extends ComponentProps<"textarea"> {
  label?: string;
  error?: string;
}

/** A labelled notes box with its message wired up for screen readers. */
export function NotesField({ label = "Notes", error, id, ...props }: NotesFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
