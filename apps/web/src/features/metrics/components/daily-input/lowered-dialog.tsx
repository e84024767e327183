import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { type LoweredField, loweredQuestion } from "./daily-input-plan";

interface LoweredDialogProps {
  /** The lowered total asked about now; the dialog is open while there is one. */
  asked: LoweredField | null;
  onAnswer: (replace: boolean) => void;
}

/**
 * Before a save lowers a stored total (decision 042): "Doors Knocked 60 → 10: replace?", one field at a
 * time. Keep (the default focus) leaves the stored figure; Replace saves the lower one.
 */
export function LoweredDialog({ asked, onAnswer }: LoweredDialogProps) {
  return (
    <AlertDialog open={asked !== null}>
      <AlertDialogContent onEscapeKeyDown={() => onAnswer(false)}>
        <AlertDialogHeader>
          <AlertDialogTitle>{asked ? loweredQuestion(asked) : ""}</AlertDialogTitle>
          <AlertDialogDescription>
            This day already holds {asked?.from.toLocaleString("en-US")} for {asked?.name ?? "this metric"}. Saving sets the day's
            total, so the lower figure would replace it. Keep the saved total if the quick entry (+) or another device added to
            it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onAnswer(false)}>Keep</AlertDialogCancel>
          <AlertDialogAction onClick={() => onAnswer(true)}>Replace</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
