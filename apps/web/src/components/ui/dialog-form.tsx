import type { FormEvent, ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

/** A dialog's title and the line under it. */
export function DialogHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

interface DialogFormProps {
  /** The form's accessible name: the dialog's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  children: ReactNode;
}

/**
 * A form inside a dialog. The submit event stops here: a dialog opened from inside another form
 * (its trigger in that form) is portalled out of it in the DOM but not in React's tree, where the
 * event would reach the outer form and submit it too (issue 10, finding 1).
 */
export function DialogForm({ label, onSubmit, children }: DialogFormProps) {
  return (
    <form
      aria-label={label}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

interface FormDialogProps {
  /** The dialog's title, which names its form too. */
  title: string;
  description: ReactNode;
  onClose: () => void;
  /** The form was sent (the browser's own submit is stopped here). */
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog that is one form, open while it is shown: Escape, the close button or a tap outside calls onClose. */
export function FormDialog({ title, description, onClose, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeading title={title} description={description} />
        <DialogForm
          label={title}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

interface SubmitFooterProps {
  label: string;
  pending: boolean;
  /** Off until the form can be sent (say, both names given); a pending save is off too. */
  disabled?: boolean;
}

/** The dialog's one action: full width under a thumb on a phone, at the right on a wider screen. */
export function SubmitFooter({ label, pending, disabled = false }: SubmitFooterProps) {
  return (
    <DialogFooter>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={disabled || pending}>
        {pending ? "Saving…" : label}
      </Button>
    </DialogFooter>
  );
}
