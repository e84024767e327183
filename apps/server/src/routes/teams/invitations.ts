import {
  answerInvitationSchema,
  apiErrorSchema,
  createInvitationSchema,
  idParamsSchema,
  receivedInvitationSchema,
  TEXT_LIMITS,
  teamInvitationSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerInvitation, invitationByToken, receivedInvitations, sendInvitation } from "../../services/teams/invitations";

const tokenQuerySchema = z.strictObject({
  token: z
    .string({ error: "Invitation not found" })
    .min(1, "Invitation not found")
    .max(TEXT_LIMITS.token, "Invitation not found"),
});

/** Spec section 7, Teams: invitations (decision 062). */
export const teamInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/team-invitations",
    {
      config: { quota: "pendingInvitations" },
      schema: {
        body: createInvitationSchema,
        response: { 201: teamInvitationSchema.omit({ status: true }).extend({ link: z.string() }), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendInvitation(app.db, app.mailer, app.env.APP_URL, request.userId, request.body)),
  );

  app.get(
    "/api/team-invitations/received",
    {
      config: { quota: "pendingInvitations" },
      schema: { response: { 200: z.array(receivedInvitationSchema), "4xx": apiErrorSchema } },
    },
    async (request) => receivedInvitations(app.db, request.user.email),
  );

  app.get(
    "/api/team-invitations/by-token",
    {
      config: { quota: "none", why: "one invitation, found by its link's token" },
      schema: {
        querystring: tokenQuerySchema,
        response: { 200: receivedInvitationSchema.extend({ forYou: z.boolean() }), "4xx": apiErrorSchema },
      },
    },
    async (request) => invitationByToken(app.db, request.user.email, request.query.token),
  );

  for (const [path, answer] of [
    ["/api/team-invitations/:id/accept", "accepted"],
    ["/api/team-invitations/:id/decline", "declined"],
  ] as const) {
    app.post(
      path,
      {
        // Accepting adds one membership, within the team's member quota.
        config: { quota: "teamMembers" },
        schema: {
          params: idParamsSchema,
          body: answerInvitationSchema,
          response: { 204: z.null(), "4xx": apiErrorSchema },
        },
      },
      async (request, reply) => {
        await answerInvitation(app.db, request.userId, request.params.id, answer, request.body?.token ?? undefined);
        return reply.code(204).send(null);
      },
    );
  }
};
