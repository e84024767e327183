import type { Goal } from "@measured/core";
import { Link } from "wouter";
import { useGoals } from "@/components/goals/api/get-goals";
import { GoalProgressBar } from "@/components/goals/goal-progress-bar";
import { GOAL_PERIOD_LABELS, goalPercentText } from "@/components/goals/goal-text";
import { PageSection } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** The strip is a glance: the rest are a tap away on Goals. */
const STRIP_GOALS = 4;

/**
 * Goals on the dashboard (issue 24): a compact strip under Today with each goal's percent and bar, the
 * same answer as the Goals screen, so it moves when Daily Input or a quick entry saves (both refresh
 * the goals). The server renders it with the page.
 */
export function GoalsStrip() {
  const goals = useGoals();
  // Loading, failed or none set: nothing here, so the figures keep their place on a phone (Goals, in the
  // navigation, has its own states and its "Create Your First Goal").
  if (!goals.data || goals.data.length === 0) return null;
  const shown = goals.data.slice(0, STRIP_GOALS);
  return (
    <PageSection
      title="Goals"
      level={3}
      className="mt-4 gap-2"
      actions={
        <Link href={paths.goals} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {goals.data.length > STRIP_GOALS ? `All ${goals.data.length} goals` : "Open Goals"}
        </Link>
      }
    >
      <Card className="p-3">
        <ul className="grid gap-3" aria-label="Goal progress">
          {shown.map((goal) => (
            <GoalLine key={goal.id} goal={goal} />
          ))}
        </ul>
      </Card>
    </PageSection>
  );
}

function GoalLine({ goal }: { goal: Goal }) {
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium">
          {goal.metricName} <span className="font-normal text-muted-foreground">· {GOAL_PERIOD_LABELS[goal.targetPeriod]}</span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{goalPercentText(goal)}</span>
      </div>
      <GoalProgressBar goal={goal} className="h-2" />
    </li>
  );
}
