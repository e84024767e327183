import type { FastifyReply } from "fastify";

/** Text of a reply's payload as the route's serializer made it (a string for JSON routes). */
export function serializedText(reply: FastifyReply, payload: unknown): string {
  const out = reply.serialize(payload);
  return typeof out === "string" ? out : Buffer.from(out instanceof ArrayBuffer ? new Uint8Array(out) : out).toString("utf8");
}

/** Sends JSON that is already serialized (Fastify sends a string with a JSON type as it is). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
