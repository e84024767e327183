import type { Team } from "@measured/core";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useLeaveTeam } from "../api/team-writes";
import { FormFailure } from "./form-failure";

/** Leaving asks first: the rep needs a new invitation to come back (decision 062). */
export function LeaveTeamDialog({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const leave = useLeaveTeam();
  const confirm = () => {
    if (!team) return;
    leave.mutate(team.id, {
      onSuccess: () => {
        toast({ title: `You left ${team.name}` });
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={team !== null}
      onOpenChange={(open) => {
        if (open) return;
        leave.reset();
        onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Leave {team?.name ?? "the team"}?</DialogTitle>
          <DialogDescription>The team stops seeing your figures. To come back you need a new invitation.</DialogDescription>
        </DialogHeader>
        <FormFailure failure="Failed to leave the team" error={leave.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={leave.isPending} onClick={confirm}>
            {leave.isPending ? "Leaving…" : "Leave team"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
