import { TEAM_MESSAGES, type TeamPeriod } from "@measured/core";
import { LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { formatMetricValue } from "@/lib/format";
import { useTeamMetrics } from "../api/team-reads";
import { ROLE_LABELS } from "../team-text";
import { RoleIcon } from "./role-badge";

/**
 * Team Metrics (spec section 2): each member with their role and, per metric, the summed value with its unit
 * (none for a count); each figure is the member's own dashboard figure (decision 062).
 */
export function MemberMetrics({ teamId, period }: { teamId: number; period: TeamPeriod }) {
  const metrics = useTeamMetrics(teamId, period, true);
  if (metrics.isPending) return <LoadingState label="Loading team metrics…" />;
  if (metrics.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{TEAM_MESSAGES.metricsFailed}. Check your connection and try again.</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void metrics.refetch()}>
          Try again
        </Button>
      </div>
    );
  const members = metrics.data.members;
  if (members.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No team metrics available</p>;
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Members' metrics">
      {members.map((member) => (
        <li key={member.userId} className="grid gap-2 rounded-lg border border-border p-3">
          <div className="flex items-center gap-2">
            <RoleIcon role={member.role} />
            <span className="min-w-0 flex-1 truncate font-medium">{member.name}</span>
            <span className="text-xs text-muted-foreground">{ROLE_LABELS[member.role]}</span>
          </div>
          {member.metrics.length === 0 ? (
            <p className="text-sm text-muted-foreground">No metrics tracked</p>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {member.metrics.map((metric) => (
                <div key={metric.name} className="flex justify-between gap-2">
                  <dt className="truncate text-muted-foreground">{metric.name}</dt>
                  <dd className="font-medium tabular-nums">{formatMetricValue(metric.value, metric.unit)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
