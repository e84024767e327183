import type { Goal, GoalPeriod } from "@measured/core";
import { Pencil, Trash2 } from "lucide-react";
import { GoalProgressBar } from "@/components/goals/goal-progress-bar";
import { GOAL_PERIOD_LABELS, goalAmountText, goalPaceText, goalPercentText, goalStreakText } from "@/components/goals/goal-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatMetricValue } from "@/lib/format";

const SO_FAR: Record<GoalPeriod, string> = {
  daily: "today",
  weekly: "this week",
  monthly: "this month",
  quarterly: "this quarter",
};

interface GoalCardProps {
  goal: Goal;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

/**
 * A goal (spec section 2): metric name, period badge, target, progress percent with one decimal, the coloured
 * bar, the description, edit and delete; beyond the spec its pace and, for a daily goal, its streak.
 */
export function GoalCard({ goal, onEdit, onDelete }: GoalCardProps) {
  const streak = goalStreakText(goal);
  return (
    <Card data-testid="goal-card">
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold break-words">{goal.metricName}</h3>
            <span className="inline-flex items-center justify-self-start rounded-full border border-primary/40 bg-primary-soft px-2.5 py-0.5 text-xs font-semibold">
              {GOAL_PERIOD_LABELS[goal.targetPeriod]}
            </span>
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <Button variant="ghost" size="icon" aria-label={`Edit goal: ${goal.metricName}`} onClick={() => onEdit(goal)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete goal: ${goal.metricName}`} onClick={() => onDelete(goal)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex items-end justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Target: <span className="font-medium text-foreground">{formatMetricValue(goal.targetValue, goal.unit)}</span>
          </p>
          <p className="text-2xl font-bold tabular-nums" data-testid="goal-progress">
            {goalPercentText(goal)}
          </p>
        </div>
        <GoalProgressBar goal={goal} />
        <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-sm">
          <span className="tabular-nums">
            {goalAmountText(goal)} {SO_FAR[goal.targetPeriod]}
          </span>
          <span className="text-muted-foreground" data-testid="goal-pace">
            {goalPaceText(goal)}
          </span>
        </div>
        {streak ? <p className="text-sm text-muted-foreground">{streak}</p> : null}
        {goal.description ? <p className="text-sm break-words text-muted-foreground">{goal.description}</p> : null}
      </CardContent>
    </Card>
  );
}
