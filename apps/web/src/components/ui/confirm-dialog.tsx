import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

interface ConfirmDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  title: string;
  description: ReactNode;
  /** The destructive button: "Delete", "Leave team". */
  action: string;
  /** Its label while the request runs: "Deleting…". */
  pendingAction: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Said between the question and the buttons: a failure, when the screen says it here. */
  children?: ReactNode;
}

/** A destructive step asks first (spec sections 2 and 5): the question, Cancel, and the action in red. */
export function ConfirmDialog({
  open,
  title,
  description,
  action,
  pendingAction,
  pending,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? pendingAction : action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
