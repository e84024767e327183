import type { FastifyReply } from "fastify";

/** Text of a reply's payload as the route's serializer made it (a string for JSON routes). */
export function serializedText(reply: FastifyReply, payload: unknown): string {
  const out = reply.serialize(payload);
  return typeof out === "string" ? out : Buffer.from(out instanceof ArrayBuffer ? new Uint8Array(out) : out).toString("utf8");
}

/**
 * The answer kept under `key` (a key carrying users.data_version, so a changed book is a new key),
 * or `build`'s answer, serialized through the route's response schema once and kept; sent as text.
 * A null key is an answer not worth keeping: built and sent.
 */
export async function sendCachedAnswer(
  reply: FastifyReply,
  cache: { get(key: string): string | undefined; set(key: string, json: string): void },
  key: string | null,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  if (key === null) return reply.send(await build());
  let json = cache.get(key);
  if (json === undefined) {
    json = serializedText(reply, await build());
    cache.set(key, json);
  }
  return sendJsonText(reply, json);
}

/** Sends JSON that is already serialized (Fastify sends a string with a JSON type as it is). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
