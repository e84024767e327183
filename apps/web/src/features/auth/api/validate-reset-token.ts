import { resetTokenInfoSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Resolves to the address the link is for; any non-OK answer means invalid or expired. */
export function validateResetToken(token: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ token });
  return apiJson("GET", `/api/auth/validate-reset-token?${query}`, resetTokenInfoSchema, { signal });
}

export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/auth/validate-reset-token", token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    enabled: token.length > 0,
    retry: false,
  });

export function useValidateResetToken(token: string) {
  return useQuery(validateResetTokenQueryOptions(token));
}
