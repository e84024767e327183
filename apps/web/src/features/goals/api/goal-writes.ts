import { type CreateGoalInput, goalSchema, type UpdateGoalInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** Spec section 8's errors each call throws. */
export const GOAL_CREATE_FAILED = "Failed to create goal";
export const GOAL_UPDATE_FAILED = "Failed to update goal";
export const GOAL_DELETE_FAILED = "Failed to delete goal";

type GoalSave = { id: null; body: CreateGoalInput; idempotencyKey: string } | { id: number; body: UpdateGoalInput };

/** POST /api/goals (a retry carries the same Idempotency-Key), or PATCH /api/goals/{id} with the fields that changed; the goals list refreshes. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: GoalSave) =>
      save.id === null
        ? apiJson("POST", "/api/goals", goalSchema, { body: save.body, idempotencyKey: save.idempotencyKey })
        : apiJson("PATCH", `/api/goals/${save.id}`, goalSchema, { body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.goals }),
  });
}

/** DELETE /api/goals/{id}. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/goals/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.goals }),
  });
}
