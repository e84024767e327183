import {
  type ChangeEmailInput,
  messageResponseSchema,
  type PublicUser,
  profileSchema,
  type UpdateProfileInput,
} from "@measured/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { PROFILE_QUERY_KEY } from "@/lib/query-keys";
import { USER_QUERY_KEY } from "@/lib/user";

export const profileKey = PROFILE_QUERY_KEY;

/** GET /api/user/profile: the names, the address, the industry and an address change waiting for its link. */
export function useProfile() {
  return useQuery(
    queryOptions({
      queryKey: profileKey,
      queryFn: ({ signal }) => apiJson("GET", "/api/user/profile", profileSchema, { signal }),
    }),
  );
}

/** PATCH /api/user/profile; the header's name (the signed-in user) follows at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => apiJson("PATCH", "/api/user/profile", profileSchema, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) =>
        user ? { ...user, firstName: profile.firstName, lastName: profile.lastName } : user,
      );
    },
  });
}

/** POST /api/user/email: sends the link to the new address; Profile then shows it as waiting. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => apiJson("POST", "/api/user/email", messageResponseSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
