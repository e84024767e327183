import {
  apiErrorSchema,
  createExpenseCategorySchema,
  expenseCategorySchema,
  idParamsSchema,
  updateExpenseCategorySchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createCategory, deleteCategory, listCategories, updateCategory } from "../../services/finance/categories";

export const expenseCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expense-categories",
    {
      // The list is bounded by the categories quota; a first read adds the defaults (services/finance/categories.ts).
      config: { quota: "expenseCategories" },
      schema: { response: { 200: z.array(expenseCategorySchema), "4xx": apiErrorSchema } },
    },
    async (request) => listCategories(app.db, request.userId),
  );

  app.post(
    "/api/expense-categories",
    {
      config: { quota: "expenseCategories" },
      schema: { body: createExpenseCategorySchema, response: { 201: expenseCategorySchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => reply.code(201).send(await createCategory(app.db, request.userId, request.body)),
  );

  app.patch(
    "/api/expense-categories/:id",
    {
      config: { quota: "none", why: "renames, recolours, activates or deactivates a category in place" },
      schema: {
        params: idParamsSchema,
        body: updateExpenseCategorySchema,
        response: { 200: expenseCategorySchema, "4xx": apiErrorSchema },
      },
    },
    async (request) => updateCategory(app.db, request.userId, request.params.id, request.body),
  );

  app.delete(
    "/api/expense-categories/:id",
    {
      config: { quota: "none", why: "removes a category; its expenses stay, with no category" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteCategory(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
