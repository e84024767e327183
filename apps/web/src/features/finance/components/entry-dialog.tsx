import { type ReactNode, useEffect, useRef } from "react";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";

interface EntryDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The messages shown: on a new set, the first refused field is focused and brought into view. */
  errors: Partial<Record<string, string>>;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A finance entry's Add or Edit dialog: mounted when it opens, so each opening starts from its entry. */
export function EntryDialog({ title, description, submitLabel, pending, errors, onSubmit, onClose, children }: EntryDialogProps) {
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: "center" });
  }, [errors]);
  return (
    <FormDialog title={title} description={description} onClose={onClose} onSubmit={onSubmit}>
      <div ref={fields} className="grid gap-4">
        {children}
      </div>
      {/* Kept in view while the fields scroll on a phone: flush with the dialog's edges, over its bottom padding. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
        <SubmitFooter label={submitLabel} pending={pending} />
      </div>
    </FormDialog>
  );
}

/** A field's message under a control that is not a FormField (a select, a choice). */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}
