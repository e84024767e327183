import type { PublicUser } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, HttpError } from "./api-client";
import { mayBeSignedIn } from "./session-hint";

/** The signed-in user, shared by the router, the shell and onboarding. */
export const USER_QUERY_KEY = ["/api/auth/user"] as const;

/**
 * GET /api/auth/user; a 401 means signed out and resolves to null, and so does a page that the
 * server sent as signed out, without asking (lib/session-hint.ts). The answer is not zod-parsed
 * here: this runs in the entry chunk (landing-page JavaScript budget), and the server already
 * validates every response against publicUserSchema.
 */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    const response = await apiRequest("GET", "/api/auth/user", { signal });
    return (await response.json()) as PublicUser;
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
