import { type CreateInvitationInput, type CreateTeamInput, teamInvitationSchema, teamSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson, apiRequest } from "@/lib/api-client";
import { teamKeys } from "./team-keys";

const sentSchema = teamInvitationSchema.omit({ status: true }).extend({ link: z.string() });
export type SentInvitation = z.infer<typeof sentSchema>;

/** POST /api/teams; the owned teams refresh. A retry carries the same Idempotency-Key. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateTeamInput; idempotencyKey: string }) =>
      apiJson("POST", "/api/teams", teamSchema, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.owned }),
  });
}

/** POST /api/team-invitations: the e-mail goes out; the answer carries the link for a text message. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationInput) => apiJson("POST", "/api/team-invitations", sentSchema, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.owned }),
        queryClient.invalidateQueries({ queryKey: teamKeys.memberships }),
      ]),
  });
}

export interface InvitationAnswer {
  id: number;
  answer: "accept" | "decline";
  /** The accept page's token, which proves the address of an account not yet confirmed (decision 062). */
  token?: string;
}

/** POST /api/team-invitations/{id}/accept|decline; the invitations and the rep's teams refresh. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer, token }: InvitationAnswer) => {
      await apiRequest("POST", `/api/team-invitations/${id}/${answer}`, token ? { body: { token } } : {});
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.received }),
        queryClient.invalidateQueries({ queryKey: teamKeys.memberships }),
        queryClient.invalidateQueries({ queryKey: ["/api/team-invitations/by-token"] }),
      ]),
  });
}

/** POST /api/teams/{id}/leave: a member or an admin leaves; their teams refresh. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: number) => {
      await apiRequest("POST", `/api/teams/${teamId}/leave`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.memberships }),
  });
}
