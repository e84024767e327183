import type { Team } from "@measured/core";
import { BarChart3, LogOut, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CARD_MEMBERS, moreMembersText, personName } from "../team-text";
import { RoleBadge, RoleIcon } from "./role-badge";

interface TeamCardProps {
  team: Team;
  onMetrics: (team: Team) => void;
  onInvite: (team: Team) => void;
  onLeave: (team: Team) => void;
}

const INVITATION_STATUS: Record<Team["invitations"][number]["status"], string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/**
 * A team (spec section 2): its first three members with their role icon, name, address and role badge,
 * "+N more members", the invitations still waiting. Team Metrics and Invite for the owner and admins, who
 * may use them (decision 062); a member sees the leaderboard and may leave.
 */
export function TeamCard({ team, onMetrics, onInvite, onLeave }: TeamCardProps) {
  const runs = team.role === "owner" || team.role === "admin";
  const more = moreMembersText(team.members.length);
  return (
    <Card data-testid="team-card">
      <CardContent className="grid gap-4 pt-4 sm:pt-5">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold break-words">{team.name}</h3>
            {team.description ? <p className="text-sm break-words text-muted-foreground">{team.description}</p> : null}
          </div>
          <RoleBadge role={team.role} />
        </div>
        <div className="grid gap-2">
          <h4 className="text-sm font-medium text-muted-foreground">
            {team.members.length} {team.members.length === 1 ? "member" : "members"}
          </h4>
          <ul className="grid grid-cols-1 gap-2" aria-label={`Members of ${team.name}`}>
            {team.members.slice(0, CARD_MEMBERS).map((member) => (
              <li key={member.userId} className="flex items-center gap-2">
                <RoleIcon role={member.role} />
                <div className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium">{personName(member.user)}</span>
                  <span className="truncate text-xs text-muted-foreground">{member.user.email}</span>
                </div>
                <RoleBadge role={member.role} />
              </li>
            ))}
          </ul>
          {more ? <p className="text-sm text-muted-foreground">{more}</p> : null}
        </div>
        {team.invitations.length > 0 ? (
          <div className="grid gap-2">
            <h4 className="text-sm font-medium text-muted-foreground">Pending invitations</h4>
            <ul className="grid grid-cols-1 gap-1" aria-label={`Invitations to ${team.name}`}>
              {team.invitations.map((invitation) => (
                <li key={invitation.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">{invitation.inviteeEmail}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{INVITATION_STATUS[invitation.status]}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => onMetrics(team)}
            aria-label={`${runs ? "Team Metrics" : "Leaderboard"}: ${team.name}`}
          >
            <BarChart3 aria-hidden="true" />
            {runs ? "Team Metrics" : "Leaderboard"}
          </Button>
          {runs ? (
            <Button variant="outline" onClick={() => onInvite(team)} aria-label={`Invite to ${team.name}`}>
              <UserPlus aria-hidden="true" />
              Invite
            </Button>
          ) : null}
          {team.role !== "owner" ? (
            <Button variant="ghost" onClick={() => onLeave(team)} aria-label={`Leave ${team.name}`}>
              <LogOut aria-hidden="true" />
              Leave
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
