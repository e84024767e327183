import { apiErrorSchema, PROFILE_PHOTO, PROFILE_PHOTO_MESSAGES, parsePhotoCrop } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FieldError } from "../../lib/http-errors";
import { readProfilePhoto, removeProfilePhoto, saveProfilePhoto } from "../../services/user/profile-photo";

const cropQuerySchema = z.strictObject({
  left: z.string().max(12).optional(),
  top: z.string().max(12).optional(),
  size: z.string().max(12).optional(),
});

/**
 * Profile, change photo (issue 25, decision 070): sent as the request's bytes like a receipt (the file's
 * own bytes decide what it is), with the square the rep chose in the query; served to its owner only.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PROFILE_PHOTO.maxUploadBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    "/api/user/photo",
    {
      bodyLimit: PROFILE_PHOTO.maxUploadBytes,
      config: { quota: "none", why: "one photo per rep, replaced in place", tooLargeMessage: PROFILE_PHOTO_MESSAGES.tooLarge },
      schema: {
        querystring: cropQuerySchema,
        response: { 200: z.object({ profileImageUrl: z.string() }), "4xx": apiErrorSchema },
      },
    },
    async (request) => {
      const crop = parsePhotoCrop(request.query);
      if (crop === "bad") throw new FieldError("photo", PROFILE_PHOTO_MESSAGES.badCrop);
      return { profileImageUrl: await saveProfilePhoto(app.db, request.userId, request.body, crop) };
    },
  );

  app.get(
    "/api/user/photo",
    {
      config: { download: "image/jpeg" },
      schema: {
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: z.string(), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      const photo = await readProfilePhoto(app.db, request.userId);
      return (
        reply
          .type(photo.contentType)
          // Each photo has its own address (?v=), so a browser may keep it; only this rep's browser.
          .header("cache-control", "private, max-age=86400")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", 'inline; filename="profile-photo.jpg"')
          .send(photo.bytes as unknown as string)
      );
    },
  );

  app.delete(
    "/api/user/photo",
    {
      config: { quota: "none", why: "removes the rep's photo" },
      schema: { response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await removeProfilePhoto(app.db, request.userId);
      return reply.code(204).send(null);
    },
  );
};
