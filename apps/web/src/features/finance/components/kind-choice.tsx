import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { FieldMessage } from "./entry-dialog";

type Kind = "business" | "personal";

interface KindChoiceProps {
  /** The radio group's name (one per form). */
  name: string;
  /** null: neither chosen yet (the Quick Expense's unset type). */
  value: Kind | null;
  onChange: (kind: Kind) => void;
  error?: string;
}

/** Business or personal, as two large radio choices (an expense's kind). */
export function KindChoice({ name, value, onChange, error }: KindChoiceProps) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Business or personal</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["business", "personal"] as const).map((kind) => (
          <Label
            key={kind}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3",
              value === kind && "border-primary bg-primary-soft",
            )}
          >
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            {kind === "business" ? "Business" : "Personal"}
          </Label>
        ))}
      </div>
      <FieldMessage id={`${name}-message`} message={error} />
    </fieldset>
  );
}
