import { createGoalSchema, GOAL_PERIODS, type Goal } from "@measured/core";
import { useEffect, useRef, useState } from "react";
import { GOAL_PERIOD_LABELS } from "@/components/goals/goal-text";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormField, SelectField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { changedFields, checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { GOAL_UPDATE_FAILED, useSaveGoal } from "../api/goal-writes";
import { GOAL_FIELDS, type GoalFormValues, goalBody, goalFormValues } from "./goal-form";

/** A metric the rep can aim at: spec section 2 lists each as its name and unit. */
export interface GoalMetric {
  id: number;
  name: string;
  unit: string;
}

interface GoalDialogProps {
  /** The goal being edited; null creates one. */
  goal: Goal | null;
  metrics: readonly GoalMetric[];
  onClose: () => void;
}

const PERIOD_OPTIONS = GOAL_PERIODS.map((period) => ({ value: period, label: GOAL_PERIOD_LABELS[period] }));

/**
 * Create New Goal / Edit Goal (spec sections 2 and 5): Metric, Target Value (step 0.01), Time Period and
 * Description (Optional), checked with core's request schema before it is sent; the server's messages land
 * under their fields. Mounted when it opens, so each opening starts from its goal.
 */
export function GoalDialog({ goal, metrics, onClose }: GoalDialogProps) {
  const [values, setValues] = useState<GoalFormValues>(() => goalFormValues(goal));
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useSaveGoal();
  const keyFor = useIdempotencyKey();
  const fields = useRef<HTMLDivElement>(null);
  const set = <F extends keyof GoalFormValues>(field: F, value: GoalFormValues[F]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const title = goal ? "Edit Goal" : "Create New Goal";

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = () => {
    const body = goalBody(values);
    const problems = checkBody(createGoalSchema, body) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const onError = (error: unknown) => {
      setErrors(pickServerMessages(serverFieldErrors(error), GOAL_FIELDS));
      // Spec section 8 shows a toast for a failed create only; a failed edit is told too, or Save looks dead.
      toast(
        goal
          ? { variant: "destructive", title: "Error", description: `${GOAL_UPDATE_FAILED}. Please try again.` }
          : { variant: "destructive", title: "Error", description: "Failed to create goal. Please try again." },
      );
    };
    if (goal) {
      const changes = changedFields(body, goalBody(goalFormValues(goal)));
      if (Object.keys(changes).length === 0) return onClose();
      save.mutate(
        { id: goal.id, body: changes },
        {
          onSuccess: () => {
            toast({ title: "Goal updated" });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    save.mutate(
      { id: null, body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          toast({ title: "Goal created" });
          onClose();
        },
        onError,
      },
    );
  };

  // A goal's metric since switched off stays listed, so editing it does not silently change the metric.
  const listed =
    goal && !metrics.some((m) => m.id === goal.kpiDefinitionId)
      ? [...metrics, { id: goal.kpiDefinitionId, name: goal.metricName, unit: goal.unit }]
      : metrics;
  const metricOptions = [
    { value: "", label: "Select a metric" },
    ...listed.map((m) => ({ value: String(m.id), label: `${m.name} (${m.unit})` })),
  ];

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeading
          title={title}
          description={goal ? "Change the target, the period or the note." : "Pick a metric you track and the number to reach."}
        />
        <DialogForm
          label={title}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div ref={fields} className="grid gap-4">
            <SelectField
              label="Metric"
              options={metricOptions}
              value={values.kpiDefinitionId}
              error={errors.kpiDefinitionId}
              onChange={(e) => set("kpiDefinitionId", e.target.value)}
            />
            <FormField
              label="Target Value"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="e.g. 50"
              value={values.targetValue}
              error={errors.targetValue}
              onChange={(e) => set("targetValue", e.target.value)}
            />
            <SelectField
              label="Time Period"
              options={PERIOD_OPTIONS}
              value={values.targetPeriod}
              error={errors.targetPeriod}
              onChange={(e) => set("targetPeriod", e.target.value as GoalFormValues["targetPeriod"])}
            />
            <FormField
              label="Description (Optional)"
              autoComplete="off"
              value={values.description}
              error={errors.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </div>
          <SubmitFooter label={goal ? "Update Goal" : "Create Goal"} pending={save.isPending} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
