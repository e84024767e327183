import type { Goal } from "@measured/core";
import { cn } from "@/lib/cn";
import { GOAL_BAR_CLASS, goalPercentText } from "./goal-text";

/** The coloured bar of spec section 4: a progressbar named by the goal's metric, its value the percent shown. */
export function GoalProgressBar({
  goal,
  className,
}: {
  goal: Pick<Goal, "progress" | "colour" | "metricName">;
  className?: string;
}) {
  const percent = goalPercentText(goal);
  return (
    <div
      role="progressbar"
      aria-label={`${goal.metricName} progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(goal.progress * 10) / 10}
      aria-valuetext={percent}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width] motion-reduce:transition-none", GOAL_BAR_CLASS[goal.colour])}
        style={{ width: `${goal.progress}%` }}
        data-colour={goal.colour}
      />
    </div>
  );
}
