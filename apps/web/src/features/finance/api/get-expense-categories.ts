import { expenseCategorySchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { financeKeys } from "./finance-keys";

const categoriesSchema = z.array(expenseCategorySchema);

/** GET /api/expense-categories: every category of the rep's, inactive ones too, in the picker's order. */
export function getExpenseCategories({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/expense-categories", categoriesSchema, { signal });
}

export const expenseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.categories,
    queryFn: ({ signal }) => getExpenseCategories({ signal }),
    staleTime: 60_000,
  });

export function useExpenseCategories() {
  return useQuery(expenseCategoriesQueryOptions());
}
