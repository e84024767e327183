import type { Team } from "@measured/core";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { EmptyState, ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useMemberships, useOwnedTeams, useReceivedInvitations } from "../api/team-reads";
import { CreateTeamDialog } from "./create-team-dialog";
import { InviteDialog } from "./invite-dialog";
import { LeaveTeamDialog } from "./leave-team-dialog";
import { PendingInvitations } from "./pending-invitations";
import { TeamCard } from "./team-card";
import { TeamMetricsDialog } from "./team-metrics-dialog";

type Open = { dialog: "create" } | { dialog: "metrics" | "invite"; team: Team } | null;

function TeamList({ teams, open, leave }: { teams: readonly Team[]; open: (o: Open) => void; leave: (t: Team) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {teams.map((team) => (
        <li key={team.id}>
          <TeamCard
            team={team}
            onMetrics={(t) => open({ dialog: "metrics", team: t })}
            onInvite={(t) => open({ dialog: "invite", team: t })}
            onLeave={leave}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Teams (/teams, spec section 2): invitations waiting for the rep, the teams they own (My Teams, with Create
 * Team) and the teams they joined, labelled with their role.
 */
export function TeamsPage() {
  const owned = useOwnedTeams();
  const joined = useMemberships();
  const received = useReceivedInvitations();
  const [open, setOpen] = useState<Open>(null);
  const [leaving, setLeaving] = useState<Team | null>(null);
  const create = () => setOpen({ dialog: "create" });
  const close = () => setOpen(null);

  return (
    <Page>
      <PageHeader
        title="Teams"
        description="Run a crew: invite reps, compare activity, climb the leaderboard."
        action={
          <Button onClick={create}>
            <Plus aria-hidden="true" />
            Create Team
          </Button>
        }
      />
      {received.isError ? (
        <ErrorState title="Your invitations could not be loaded" onRetry={() => void received.refetch()} />
      ) : received.data && received.data.length > 0 ? (
        <PageSection title="Pending Invitations">
          <PendingInvitations invitations={received.data} />
        </PageSection>
      ) : null}
      <PageSection title="My Teams">
        {owned.isPending ? (
          <LoadingState label="Loading teams..." />
        ) : owned.isError ? (
          <ErrorState title="Your teams could not be loaded" onRetry={() => void owned.refetch()} />
        ) : owned.data.length === 0 ? (
          <EmptyState
            title="No teams yet"
            action={
              <Button variant="outline" onClick={create}>
                <Plus aria-hidden="true" />
                Create Team
              </Button>
            }
          >
            Create your first team to start collaborating
          </EmptyState>
        ) : (
          <TeamList teams={owned.data} open={setOpen} leave={setLeaving} />
        )}
      </PageSection>
      {joined.isError ? (
        <ErrorState title="The teams you joined could not be loaded" onRetry={() => void joined.refetch()} />
      ) : joined.data && joined.data.length > 0 ? (
        <PageSection title="Teams I'm On">
          <TeamList teams={joined.data} open={setOpen} leave={setLeaving} />
        </PageSection>
      ) : null}
      {open?.dialog === "create" ? <CreateTeamDialog onClose={close} /> : null}
      {open?.dialog === "invite" ? <InviteDialog team={open.team} onClose={close} /> : null}
      {open?.dialog === "metrics" ? <TeamMetricsDialog team={open.team} onClose={close} /> : null}
      <LeaveTeamDialog team={leaving} onClose={() => setLeaving(null)} />
    </Page>
  );
}
