import {
  apiErrorSchema,
  createExpenseSchema,
  expenseSchema,
  financeListQuerySchema,
  idParamsSchema,
  updateExpenseSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotent } from "../../plugins/idempotency";
import { createExpense, deleteExpense, listExpenses, updateExpense } from "../../services/finance/expenses";
import { nameNextPage, pageQuery } from "./next-page";

export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses",
    { schema: { querystring: financeListQuerySchema, response: { 200: z.array(expenseSchema), "4xx": apiErrorSchema } } },
    async (request, reply) => {
      const page = await listExpenses(app.db, request.userId, pageQuery(request.query));
      nameNextPage(reply, "/api/expenses", request.query, page.next);
      return page.expenses;
    },
  );

  app.post(
    "/api/expenses",
    {
      config: { quota: ["expenses", "idempotencyKeysPerUser"] },
      schema: { body: createExpenseSchema, response: { 201: expenseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => idempotent(request, reply, 201, (db) => createExpense(db, request.userId, request.body)),
  );

  app.patch(
    "/api/expenses/:id",
    {
      config: { quota: "none", why: "changes an expense in place" },
      schema: { params: idParamsSchema, body: updateExpenseSchema, response: { 200: expenseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateExpense(app.db, request.userId, request.params.id, request.body),
  );

  app.delete(
    "/api/expenses/:id",
    {
      config: { quota: "none", why: "removes an expense and its receipt" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteExpense(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
