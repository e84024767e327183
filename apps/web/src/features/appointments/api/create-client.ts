import type { CreateClientInput } from "@measured/core";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";

/** What the quick modal needs back from a create: the new lead's id. */
const createdClientSchema = z.object({ id: z.number().int().positive() });

/** POST /api/clients → {id}. The key makes a retried save answer with the lead first made. */
export function createClient(input: CreateClientInput, idempotencyKey: string) {
  return apiJson("POST", "/api/clients", createdClientSchema, { body: input, idempotencyKey });
}
