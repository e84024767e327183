import { FormField } from "@/components/ui/form-field";

interface AmountFieldProps {
  value: string;
  onChange: (amount: string) => void;
  error?: string;
  /** An example amount of the kind asked for ("e.g. 25.00"). */
  example: string;
}

/** "Amount ($)": typed as text with the phone's decimal keyboard; core reads it exactly (never a float). */
export function AmountField({ value, onChange, error, example }: AmountFieldProps) {
  return (
    <FormField
      label="Amount ($)"
      inputMode="decimal"
      autoComplete="off"
      placeholder={`e.g. ${example}`}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
