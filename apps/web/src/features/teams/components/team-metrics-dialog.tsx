import type { Team, TeamPeriod } from "@measured/core";
import { useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LeaderboardTable } from "./leaderboard-table";
import { MemberMetrics } from "./member-metrics";
import { TeamPeriodSelect } from "./team-period-select";

/**
 * Team Metrics (spec section 2) and the leaderboard, over today, this week or this month. The owner and admins
 * see each member's figures; a member sees the leaderboard only (decision 062). Metrics are asked for only
 * while this dialog is open (spec section 7).
 */
export function TeamMetricsDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const [period, setPeriod] = useState<TeamPeriod>("week");
  const runs = team.role === "owner" || team.role === "admin";
  const title = runs ? `Team Metrics: ${team.name}` : `Leaderboard: ${team.name}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeading title={title} description="Activity figures only: nobody's money, mileage or leads." />
        <TeamPeriodSelect value={period} onChange={setPeriod} />
        {runs ? (
          <Tabs defaultValue="members" className="grid gap-3">
            <TabsList>
              <TabsTrigger value="members">Members</TabsTrigger>
              <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
            </TabsList>
            <TabsContent value="members">
              <MemberMetrics teamId={team.id} period={period} />
            </TabsContent>
            <TabsContent value="leaderboard">
              <LeaderboardTable teamId={team.id} period={period} />
            </TabsContent>
          </Tabs>
        ) : (
          <LeaderboardTable teamId={team.id} period={period} />
        )}
      </DialogContent>
    </Dialog>
  );
}
