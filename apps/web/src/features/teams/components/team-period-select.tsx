import type { TeamPeriod } from "@measured/core";
import { SelectField } from "@/components/ui/form-field";

const PERIOD_OPTIONS: readonly { value: TeamPeriod; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
];

export function TeamPeriodSelect({ value, onChange }: { value: TeamPeriod; onChange: (period: TeamPeriod) => void }) {
  return (
    <SelectField label="Period" options={PERIOD_OPTIONS} value={value} onChange={(e) => onChange(e.target.value as TeamPeriod)} />
  );
}
