import type { Goal } from "@measured/core";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useGoals } from "@/components/goals/api/get-goals";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { EmptyState, ErrorState, LoadingState } from "@/components/layout/page-state";
import { useKpiDefinitions } from "@/components/metrics/api/get-kpi-definitions";
import { Button } from "@/components/ui/button";
import { DeleteGoalDialog } from "./delete-goal-dialog";
import { GoalCard } from "./goal-card";
import { GoalDialog } from "./goal-dialog";

/** Which dialog is open: a new goal, one goal's edit, or none. */
type Editing = { goal: Goal | null } | null;

/**
 * My Goals (/goals, spec section 2): the goal cards, New Goal, the empty state. Progress is the server's,
 * counted as the dashboard counts (decision 060), and refreshes after every save that moves a figure.
 */
export function GoalsPage() {
  const goals = useGoals();
  const definitions = useKpiDefinitions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const metrics = (definitions.data ?? []).map((d) => ({ id: d.id, name: d.name, unit: d.unit }));
  const newGoal = () => setEditing({ goal: null });

  return (
    <Page>
      <PageHeader
        title="My Goals"
        description="Targets for the metrics you track, and where you stand today."
        action={
          goals.data && goals.data.length > 0 ? (
            <Button onClick={newGoal}>
              <Plus aria-hidden="true" />
              New Goal
            </Button>
          ) : null
        }
      />
      {goals.isPending ? (
        <LoadingState label="Loading your goals…" />
      ) : goals.isError ? (
        <ErrorState title="Your goals could not be loaded" onRetry={() => void goals.refetch()} />
      ) : goals.data.length === 0 ? (
        <EmptyState
          title="No Goals Set"
          action={
            <Button onClick={newGoal}>
              <Plus aria-hidden="true" />
              Create Your First Goal
            </Button>
          }
        >
          Set a target for a metric you track — doors this week, deals this month — and watch it fill as you log.
        </EmptyState>
      ) : (
        <PageSection title="Goals" description={`${goals.data.length} ${goals.data.length === 1 ? "goal" : "goals"}`}>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {goals.data.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} onEdit={(g) => setEditing({ goal: g })} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {editing ? <GoalDialog goal={editing.goal} metrics={metrics} onClose={() => setEditing(null)} /> : null}
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
