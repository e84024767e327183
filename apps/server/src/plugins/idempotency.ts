import { TEXT_LIMITS } from "@measured/core";
import type { Database } from "@measured/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../lib/http-errors";
import { runIdempotent } from "../services/idempotency/stored-answers";

/** A key is 1 to 200 visible ASCII characters: no spaces, controls or other scripts to normalise. */
const KEY_MESSAGE = `Idempotency-Key must be 1 to ${TEXT_LIMITS.idempotencyKey} visible ASCII characters`;
const keySchema = z
  .string()
  .max(TEXT_LIMITS.idempotencyKey)
  .regex(/^[\x21-\x7e]+$/);

/**
 * For writes a client may retry (entries today; leads, expenses and mileage later): with an
 * `Idempotency-Key` header the write runs once and a retry gets the first answer
 * (marked `Idempotent-Replayed: true`); without the header it simply runs.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  write: (db: Database) => Promise<unknown>,
): Promise<FastifyReply> {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return reply.code(statusCode).send(await write(request.server.db));
  const key = keySchema.safeParse(header);
  if (!key.success) throw new HttpError(400, KEY_MESSAGE);
  const answer = await runIdempotent(
    request.server.db,
    request.userId,
    key.data,
    { method: request.method, path: request.url.split("?")[0] ?? "", body: request.body },
    async (tx) => ({ statusCode, body: await write(tx) }),
  );
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(answer.statusCode).send(answer.body);
}
