import { DEFAULT_CATEGORY_COLOR, type ExpenseCategory, TEXT_LIMITS } from "@measured/core";
import { Trash2 } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { type CategoryChange, useCategoryChange } from "../api/category-writes";
import { useExpenseCategories } from "../api/get-expense-categories";

/**
 * The rep's expense categories (issue 23): rename, recolour, switch off (the pickers stop offering it; its
 * expenses keep it) or delete (its expenses stay, with no category), and add their own.
 */
export default function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const categories = useExpenseCategories();
  const change = useCategoryChange();
  const [problem, setProblem] = useState<{ row: number | "new"; message: string } | null>(null);
  // A deleted row takes the focused Delete button with it: focus goes to the new category's name, so the
  // keyboard (and Escape) stays in the dialog.
  const newName = useRef<HTMLInputElement>(null);
  const send = (row: number | "new", what: CategoryChange, after?: () => void) => {
    setProblem(null);
    change.mutate(what, {
      onSuccess: after,
      onError: (error) => {
        const message = serverMessage(error) ?? "The category could not be saved. Please try again.";
        setProblem({ row, message });
        toast({ variant: "destructive", title: message });
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeading
          title="Expense categories"
          description="Switch one off to stop offering it; its expenses keep it. Deleting one leaves its expenses with no category."
        />
        {categories.isPending ? <p className="text-sm text-muted-foreground">Loading your categories…</p> : null}
        <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto" aria-label="Categories">
          {(categories.data ?? []).map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              problem={problem?.row === category.id ? problem.message : undefined}
              onChange={(body) => send(category.id, { kind: "update", id: category.id, body })}
              onDelete={() => send(category.id, { kind: "delete", id: category.id }, () => newName.current?.focus())}
            />
          ))}
        </ul>
        <NewCategory
          nameRef={newName}
          problem={problem?.row === "new" ? problem.message : undefined}
          pending={change.isPending}
          onAdd={(name, color, done) => send("new", { kind: "create", body: { name, color } }, done)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface CategoryRowProps {
  category: ExpenseCategory;
  problem?: string;
  onChange: (body: { name?: string; color?: string; isActive?: boolean }) => void;
  onDelete: () => void;
}

function CategoryRow({ category, problem, onChange, onDelete }: CategoryRowProps) {
  const [name, setName] = useState(category.name);
  const rename = () => {
    if (name.trim() !== "" && name.trim() !== category.name) onChange({ name: name.trim() });
    else setName(category.name);
  };
  return (
    <li className="grid gap-1 rounded-lg border p-2" data-category-row={category.name}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={category.color.toLowerCase()}
          aria-label={`Colour of ${category.name}`}
          className="size-9 shrink-0 cursor-pointer rounded border bg-transparent p-0.5"
          onChange={(e) => onChange({ color: e.target.value })}
        />
        <Input
          value={name}
          maxLength={TEXT_LIMITS.category}
          aria-label={`Name of ${category.name}`}
          aria-invalid={problem ? true : undefined}
          className="min-w-0 flex-1"
          onChange={(e) => setName(e.target.value)}
          onBlur={rename}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              rename();
            }
          }}
        />
        <Switch
          checked={category.isActive}
          aria-label={`Offer ${category.name}`}
          onCheckedChange={(isActive) => onChange({ isActive })}
        />
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={`Delete ${category.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </li>
  );
}

function NewCategory({
  nameRef,
  problem,
  pending,
  onAdd,
}: {
  nameRef: RefObject<HTMLInputElement | null>;
  problem?: string;
  pending: boolean;
  onAdd: (name: string, color: string, done: () => void) => void;
}) {
  const [name, setName] = useState("");
  const [color, setColor] = useState(DEFAULT_CATEGORY_COLOR);
  return (
    <form
      className="grid gap-1 border-t pt-3"
      aria-label="New category"
      onSubmit={(event) => {
        event.preventDefault();
        const submitted = name.trim();
        if (submitted === "") return;
        // Cleared only if it still holds what was added: the answer comes after the lists are read again,
        // and a name typed meanwhile (the next category) is the rep's, not to be wiped.
        onAdd(submitted, color, () => setName((current) => (current.trim() === submitted ? "" : current)));
      }}
    >
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={color.toLowerCase()}
          aria-label="Colour of the new category"
          className="size-9 shrink-0 cursor-pointer rounded border bg-transparent p-0.5"
          onChange={(e) => setColor(e.target.value)}
        />
        <Input
          ref={nameRef}
          value={name}
          maxLength={TEXT_LIMITS.category}
          placeholder="e.g. Client gifts"
          aria-label="New category name"
          aria-invalid={problem ? true : undefined}
          className="min-w-0 flex-1"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={pending || name.trim() === ""}>
          Add
        </Button>
      </div>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </form>
  );
}
