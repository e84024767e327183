import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useDeleteLedgerEntry } from "../api/delete-ledger-entry";
import type { LedgerKind } from "../api/finance-keys";
import { DELETE_FAILED, DELETED, LEDGER_TEXT } from "./ledger-text";

export interface EntryToDelete {
  kind: LedgerKind;
  id: number;
  /** "Gas, Nov 20". */
  name: string;
}

/** Delete asks first; the entry goes once the server has removed it. */
export function DeleteEntryDialog({ entry, onClose }: { entry: EntryToDelete | null; onClose: () => void }) {
  const remove = useDeleteLedgerEntry();
  const noun = entry ? LEDGER_TEXT[entry.kind].noun : "entry";
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry, {
      onSuccess: () => {
        toast({ title: DELETED[entry.kind] });
        onClose();
      },
      onError: () => toast({ variant: "destructive", title: DELETE_FAILED[entry.kind] }),
    });
  };
  return (
    <AlertDialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this {noun}?</AlertDialogTitle>
          <AlertDialogDescription>
            {entry?.name} will be removed from your books and your totals. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting…" : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
