import { type PublicUser, publicUserSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, HttpError } from "./api-client";

/** The signed-in user, shared by the router, the shell and onboarding. */
export const USER_QUERY_KEY = ["/api/auth/user"] as const;

/** GET /api/auth/user; a 401 means signed out and resolves to null. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser | null> {
  try {
    return await apiJson("GET", "/api/auth/user", publicUserSchema, { signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser({ signal }),
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
