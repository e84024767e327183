import type { Goal } from "@measured/core";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { GOAL_DELETE_FAILED, useDeleteGoal } from "../api/goal-writes";

/** Delete asks first, in the spec's words (spec sections 2 and 5); 'Goal deleted' after (section 8). */
export function DeleteGoalDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const remove = useDeleteGoal();
  const confirm = () => {
    if (!goal) return;
    remove.mutate(goal.id, {
      onSuccess: () => {
        toast({ title: "Goal deleted" });
        onClose();
      },
      // Spec section 8 has no toast here; without one a failed Delete looks like it did nothing.
      onError: () => toast({ variant: "destructive", title: "Error", description: `${GOAL_DELETE_FAILED}. Please try again.` }),
    });
  };
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete goal{goal ? `: ${goal.metricName}` : ""}?</DialogTitle>
          <DialogDescription>Are you sure you want to delete this goal?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting…" : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
