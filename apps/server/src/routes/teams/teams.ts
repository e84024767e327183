import { apiErrorSchema, changeRoleSchema, createTeamSchema, idParamsSchema, MAX_SERIAL_ID, teamSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors";
import { idempotent } from "../../plugins/idempotency";
import { TEAM_NOT_FOUND, teamsOf } from "../../services/teams/team-reads";
import { changeMemberRole, createTeam, deleteTeam, removeMember } from "../../services/teams/team-writes";

/** The member a call is about, by their account's id (`memberId`: a body's `userId` is refused everywhere). */
const memberIdSchema = z.strictObject({
  memberId: z
    .number({ error: "Member not found" })
    .int("Member not found")
    .min(1, "Member not found")
    .max(MAX_SERIAL_ID, "Member not found"),
});

/** Spec section 7, Teams, and the membership rules of decision 062. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/teams",
    {
      config: { quota: "teamsOwned" },
      schema: { response: { 200: z.array(teamSchema), "4xx": apiErrorSchema } },
    },
    async (request) => teamsOf(app.db, request.userId, "owned"),
  );

  app.get(
    "/api/teams/memberships",
    {
      config: {
        quota: "none",
        why: "the teams a rep is on: each joined by an invitation they accepted, bounded by the hour's invitations",
      },
      schema: { response: { 200: z.array(teamSchema), "4xx": apiErrorSchema } },
    },
    async (request) => teamsOf(app.db, request.userId, "member"),
  );

  app.post(
    "/api/teams",
    {
      config: { quota: ["teamsOwned", "idempotencyKeysPerUser"] },
      schema: { body: createTeamSchema, response: { 201: teamSchema, "4xx": apiErrorSchema } },
    },
    // With an Idempotency-Key a retried Create Team (a double tap, a lost answer) creates one team.
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => {
        const id = await createTeam(db, request.userId, request.body);
        const team = (await teamsOf(db, request.userId, "owned")).find((t) => t.id === id);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        return team;
      }),
  );

  app.delete(
    "/api/teams/:id",
    {
      config: { quota: "none", why: "removes a team the rep owns, its members and invitations" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteTeam(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/teams/:id/leave",
    {
      config: { quota: "none", why: "removes the rep's own membership" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await removeMember(app.db, request.userId, request.params.id, request.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/teams/:id/members/remove",
    {
      config: { quota: "none", why: "the owner removes a member" },
      schema: { params: idParamsSchema, body: memberIdSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await removeMember(app.db, request.userId, request.params.id, request.body.memberId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    "/api/teams/:id/members",
    {
      config: { quota: "none", why: "changes a member's role in place" },
      schema: {
        params: idParamsSchema,
        body: memberIdSchema.extend(changeRoleSchema.shape),
        response: { 204: z.null(), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      await changeMemberRole(app.db, request.userId, request.params.id, request.body.memberId, request.body.role);
      return reply.code(204).send(null);
    },
  );
};
