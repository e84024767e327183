import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-errors";

export const BROKEN_UTF8 = "Request body is not valid UTF-8";
export const NOT_UTF8 = "Requests must be sent as JSON in UTF-8";

/** Decoding that refuses a broken byte sequence instead of turning it into U+FFFD. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * JSON bodies are read as bytes and decoded strictly: the text rules refuse a broken character
 * rather than clean it silently (a lone surrogate sent as \uD800 is refused by them), and bytes
 * that are not UTF-8 would otherwise reach them already replaced by U+FFFD, so they could not
 * tell. A body that names another charset is refused (415) rather than misread as UTF-8. The rest
 * is Fastify's own JSON parsing (empty body, __proto__ and constructor keys).
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      done(new HttpError(415, NOT_UTF8), undefined);
      return;
    }
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, BROKEN_UTF8), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
