import { type ComponentProps, useId } from "react";
import { Input } from "./input";
import { Label } from "./label";

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
