import { isDatabaseUnavailable } from "@measured/db";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { FieldError, HttpError } from "../lib/http-errors";
import {
  isAccountGone,
  WRITE_CONFLICT_MESSAGE,
  WRITE_CONFLICT_RETRY_AFTER_SECONDS,
  WriteConflictError,
  writeConflictCode,
} from "../services/rep-writes/write-conflicts";

const SOURCE_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "params", headers: "headers" };

/**
 * One error format for every answer that is not 2xx: `{ message, errors? }`, where
 * `errors` maps a field to its messages. 5xx answers never carry internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No prototype: a field named "valueOf" or "constructor" (a query key a client chose) must not
      // read Object.prototype's (the fuzz suite found a 500 that way).
      const errors: Record<string, string[]> = Object.create(null);
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const field: string = path || SOURCE_NAMES[error.validationContext ?? ""] || "request";
        errors[field] = [...(errors[field] ?? []), issue.message ?? "Invalid value"];
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      return reply.code(400).send({ message: first, errors });
    }
    if (error instanceof FieldError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: { [error.field]: [error.message] } });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (isAccountGone(error)) return reply.code(401).send({ message: "Unauthorized" });
    const conflict = error instanceof WriteConflictError ? error.code : writeConflictCode(error);
    if (conflict) {
      // A deadlock or serialization failure repWrite could not get past (or one outside it): the
      // write was rolled back whole, so the rep can simply send it again.
      const attempts = error instanceof WriteConflictError ? error.attempts : 1;
      request.log.warn({ err: error, code: conflict, attempts }, "write gave up on a lock conflict");
      return reply
        .code(503)
        .header("retry-after", String(WRITE_CONFLICT_RETRY_AFTER_SECONDS))
        .send({ message: WRITE_CONFLICT_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ message: "Measured is briefly unavailable. Please try again in a few seconds." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type); a route that takes a
      // file says its own limit in words.
      const tooLarge = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? request.routeOptions.config.tooLargeMessage : undefined;
      return reply.code(status).send({ message: tooLarge ?? clientErrorMessage(error) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(Math.max(status, 500)).send({ message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Requests must be sent as application/json";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is empty";
    default:
      return error.code?.startsWith("FST_ERR_CTP") ? "Request body is not valid JSON" : error.message;
  }
}

/** Fastify's `frameworkErrors`: errors its router raises before any hook or handler runs. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return reply.code(400).send({ message: "The address is not valid" });
    case "FST_ERR_MAX_PARAM_LENGTH":
      return reply.code(414).send({ message: "The address is too long" });
    default:
      request.log.error({ err: error }, "request failed in the router");
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  }
}
