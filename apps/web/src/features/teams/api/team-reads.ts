import { leaderboardSchema, receivedInvitationSchema, type TeamPeriod, teamMetricsSchema, teamSchema } from "@measured/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { teamKeys } from "./team-keys";

const teamsSchema = z.array(teamSchema);
const receivedSchema = z.array(receivedInvitationSchema);
const byTokenSchema = receivedInvitationSchema.extend({ forYou: z.boolean() });

/** GET /api/teams: the teams the rep owns, each with its members and waiting invitations. */
export function useOwnedTeams() {
  return useQuery({
    queryKey: teamKeys.owned,
    queryFn: ({ signal }) => apiJson("GET", "/api/teams", teamsSchema, { signal }),
  });
}

/** GET /api/teams/memberships: the teams the rep joined, as a member or an admin. */
export function useMemberships() {
  return useQuery({
    queryKey: teamKeys.memberships,
    queryFn: ({ signal }) => apiJson("GET", "/api/teams/memberships", teamsSchema, { signal }),
  });
}

/** GET /api/team-invitations/received: invitations to the rep's address still waiting. */
export function useReceivedInvitations() {
  return useQuery({
    queryKey: teamKeys.received,
    queryFn: ({ signal }) => apiJson("GET", "/api/team-invitations/received", receivedSchema, { signal }),
  });
}

/** GET /api/teams/{id}/metrics, asked only while the Team Metrics dialog shows it (spec section 7). */
export function useTeamMetrics(teamId: number, period: TeamPeriod, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.metrics(teamId, period),
    queryFn: ({ signal }) => apiJson("GET", `/api/teams/${teamId}/metrics?period=${period}`, teamMetricsSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/teams/{id}/leaderboard: the members ranked on one metric over a period. */
export function useLeaderboard(teamId: number, period: TeamPeriod, metric: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.leaderboard(teamId, period, metric),
    queryFn: ({ signal }) =>
      apiJson("GET", `/api/teams/${teamId}/leaderboard?${new URLSearchParams({ period, metric })}`, leaderboardSchema, {
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/team-invitations/by-token: the accept page's invitation and whether it is this account's. */
export function useInvitationByToken(token: string) {
  return useQuery({
    queryKey: teamKeys.byToken(token),
    queryFn: ({ signal }) =>
      apiJson("GET", `/api/team-invitations/by-token?${new URLSearchParams({ token })}`, byTokenSchema, { signal }),
    enabled: token !== "",
    retry: false,
  });
}
