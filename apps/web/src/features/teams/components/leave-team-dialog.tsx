import type { Team } from "@measured/core";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { toast } from "@/components/ui/use-toast";
import { useLeaveTeam } from "../api/team-writes";

/** Leaving asks first: the rep needs a new invitation to come back (decision 062). */
export function LeaveTeamDialog({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const leave = useLeaveTeam();
  const close = () => {
    leave.reset();
    onClose();
  };
  const confirm = () => {
    if (!team) return;
    leave.mutate(team.id, {
      onSuccess: () => {
        toast({ title: `You left ${team.name}` });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={team !== null}
      title={`Leave ${team?.name ?? "the team"}?`}
      description="The team stops seeing your figures. To come back you need a new invitation."
      action="Leave team"
      pendingAction="Leaving…"
      pending={leave.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <FormFailure failure="Failed to leave the team" error={leave.error} />
    </ConfirmDialog>
  );
}
