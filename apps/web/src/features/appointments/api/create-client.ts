import { z } from "zod";
import { apiJson } from "@/lib/api-client";

/** What the quick modal needs back from a create: the new lead's id. */
const createdClientSchema = z.object({ id: z.number().int().positive() });

/** The lead-dialog shape of POST /api/clients (spec section 7), the fields the quick modal has. */
export interface QuickClientInput {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  notes?: string;
}

/** POST /api/clients → {id}. The key makes a retried save answer with the lead first made. */
export function createClient(input: QuickClientInput, idempotencyKey: string) {
  return apiJson("POST", "/api/clients", createdClientSchema, { body: input, headers: { "Idempotency-Key": idempotencyKey } });
}
