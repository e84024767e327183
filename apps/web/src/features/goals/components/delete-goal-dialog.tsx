import type { Goal } from "@measured/core";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={goal !== null}
      title={`Delete goal${goal ? `: ${goal.metricName}` : ""}?`}
      description="Are you sure you want to delete this goal?"
      action="Delete"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
