import type { CreateExpenseCategoryInput, UpdateExpenseCategoryInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { financeKeys, invalidateFinanceQueries } from "./finance-keys";

export type CategoryChange =
  | { kind: "create"; body: CreateExpenseCategoryInput }
  | { kind: "update"; id: number; body: UpdateExpenseCategoryInput }
  | { kind: "delete"; id: number };

/**
 * POST, PATCH or DELETE /api/expense-categories: a category's name, colour and whether the pickers offer it.
 * The lists and the breakdown show category names and colours, so they are read again too.
 */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CategoryChange) => {
      // A create sent twice is refused by the name (409), so it needs no Idempotency-Key.
      if (change.kind === "create") await apiRequest("POST", "/api/expense-categories", { body: change.body });
      else if (change.kind === "update") await apiRequest("PATCH", `/api/expense-categories/${change.id}`, { body: change.body });
      else await apiRequest("DELETE", `/api/expense-categories/${change.id}`);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: financeKeys.categories }), invalidateFinanceQueries(queryClient)]),
  });
}
