import { SelectField } from "@/components/ui/form-field";
import { useExpenseCategories } from "../api/get-expense-categories";
import { FieldMessage } from "./entry-dialog";

interface CategorySelectProps {
  id: string;
  /** "" is "No category". */
  value: string;
  onChange: (categoryId: string) => void;
  /** The category the expense had, listed even if since switched off. */
  keepId?: number | null;
  error?: string;
}

/** An expense's category: the rep's active ones, and the expense's own. */
export function CategorySelect({ id, value, onChange, keepId = null, error }: CategorySelectProps) {
  const categories = useExpenseCategories();
  const options = [
    { value: "", label: "No category" },
    ...(categories.data ?? []).filter((c) => c.isActive || c.id === keepId).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <div className="grid gap-1.5">
      <SelectField
        label="Category"
        options={options}
        value={value}
        disabled={categories.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-category` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldMessage id={`${id}-category`} message={error} />
    </div>
  );
}
