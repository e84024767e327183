import {
  apiErrorSchema,
  appointmentChangeSchema,
  appointmentSchema,
  appointmentsPageQuerySchema,
  createAppointmentSchema,
  encodeAppointmentCursor,
  idParamsSchema,
  PAGE_SIZE,
  updateAppointmentSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repTimeZone } from "../../lib/rep-time-zone";
import { idempotent } from "../../plugins/idempotency";
import { createAppointment, listAppointments, updateAppointment } from "../../services/appointments/appointments";

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/appointments",
    {
      schema: {
        querystring: appointmentsPageQuerySchema,
        response: { 200: z.array(appointmentSchema), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { cursor, limit = PAGE_SIZE.default, clientId, from, to } = request.query;
      const page = await listAppointments(app.db, request.userId, { after: cursor, limit, clientId, from, to });
      // The body stays an array (the spec's client reads one); the next page is named in headers.
      if (page.next) {
        const next = encodeAppointmentCursor(page.next);
        const query = new URLSearchParams({
          ...(request.query.limit ? { limit: String(limit) } : {}),
          ...(clientId ? { clientId: String(clientId) } : {}),
          ...(from !== undefined ? { from: new Date(from).toISOString() } : {}),
          ...(to !== undefined ? { to: new Date(to).toISOString() } : {}),
          cursor: next,
        });
        reply.header("x-next-cursor", next).header("link", `</api/appointments?${query}>; rel="next"`);
      }
      return page.appointments;
    },
  );

  app.post(
    "/api/appointments",
    {
      config: { quota: ["appointments", "clients", "idempotencyKeysPerUser"] },
      schema: { body: createAppointmentSchema, response: { 201: appointmentSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const zone = repTimeZone(request);
      return idempotent(request, reply, 201, (db) => createAppointment(db, request.user, request.body, zone));
    },
  );

  app.patch(
    "/api/appointments/:id",
    {
      config: { quota: "none", why: "changes an appointment, and its lead's flags, in place" },
      schema: {
        params: idParamsSchema,
        body: updateAppointmentSchema,
        response: { 200: appointmentChangeSchema, "4xx": apiErrorSchema },
      },
    },
    async (request) => updateAppointment(app.db, request.userId, request.params.id, request.body, repTimeZone(request)),
  );
};
