/** The teams queries' keys, each starting with its API path (spec section 7). */
export const teamKeys = {
  owned: ["/api/teams"] as const,
  memberships: ["/api/teams/memberships"] as const,
  received: ["/api/team-invitations/received"] as const,
  metrics: (teamId: number, period: string) => ["/api/teams", teamId, "metrics", period] as const,
  leaderboard: (teamId: number, period: string, metric: string) => ["/api/teams", teamId, "leaderboard", period, metric] as const,
  byToken: (token: string) => ["/api/team-invitations/by-token", token] as const,
};
