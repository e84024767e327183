import type { TeamPeriod } from "@measured/core";
import { useState } from "react";
import { LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { useLeaderboard } from "../api/team-reads";
import { rankChangeText } from "../team-text";

const PREVIOUS: Record<TeamPeriod, string> = { today: "yesterday", week: "last week", month: "last month" };
const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The leaderboard (issue 24): the members ranked on one metric, with where each stood last period. */
export function LeaderboardTable({ teamId, period }: { teamId: number; period: TeamPeriod }) {
  const [metric, setMetric] = useState("Doors Knocked");
  const board = useLeaderboard(teamId, period, metric, true);
  const metrics = board.data?.metrics ?? [metric];

  return (
    <div className="grid gap-3">
      <SelectField
        label="Metric"
        options={metrics.map((m) => ({ value: m, label: m }))}
        value={metric}
        onChange={(e) => setMetric(e.target.value)}
      />
      {board.isPending ? (
        <LoadingState label="Loading the leaderboard…" />
      ) : board.isError ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p>The leaderboard could not be loaded. Check your connection and try again.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            {board.data.metric}, ranked; the change is against {PREVIOUS[period]}
          </caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                #
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Member
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {board.data.metric}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                vs {PREVIOUS[period]}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.data.rows.map((row) => {
              const change = rankChangeText(row);
              return (
                <tr key={row.userId} className="border-t border-border">
                  <td className="py-2 pr-2 font-semibold tabular-nums">{row.rank}</td>
                  <td className="max-w-0 truncate py-2 pr-2">{row.name}</td>
                  <td className="py-2 pr-2 text-right font-medium tabular-nums">{countFormat.format(row.value)}</td>
                  <td className="py-2 text-right tabular-nums">
                    <span aria-hidden="true">{change.text}</span>
                    <span className="sr-only">{`${change.label}, ${countFormat.format(row.previousValue)} ${PREVIOUS[period]}`}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
