import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface OutlierDialogProps {
  /** The figures asked about ("99,999,999 Doors Knocked in one day?"); the dialog is open while there are some. */
  questions: readonly { field: string; message: string }[];
  onSaveAnyway: () => void;
  onFix: () => void;
}

/** Before saving a figure above its metric's daily bound: save it anyway, or go back and fix it. */
export function OutlierDialog({ questions, onSaveAnyway, onFix }: OutlierDialogProps) {
  const [first, ...more] = questions;
  return (
    <Dialog open={first !== undefined} onOpenChange={(open) => !open && onFix()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{first?.message ?? ""}</DialogTitle>
          <DialogDescription>
            {more.length > 0 ? `Also: ${more.map((q) => q.message).join(" ")} ` : ""}
            {more.length > 0 ? "These are" : "That is"} far above a usual day. Save as it is, or fix it first.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onFix}>
            Fix
          </Button>
          <Button onClick={onSaveAnyway}>Save anyway</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
