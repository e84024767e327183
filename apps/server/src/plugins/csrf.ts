import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie sessions ride along on any request the browser sends, so a change request must
 * come from our own pages: a browser that says the request is cross-site, or an Origin
 * that is neither the configured APP_URL nor the host the request was sent to, is refused.
 * Bodies must be JSON (text/plain and forms answer 415), which a plain cross-site form
 * cannot send.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  const appOrigin = new URL(app.env.APP_URL).origin;
  // Only JSON bodies: without this parser a text/plain body answers 415 before any handler.
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpError(403, "Cross-site requests are not allowed");
    const origin = request.headers.origin;
    if (!origin) return; // not a browser, or a same-origin request from an old one: no ambient cookie risk to check
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new HttpError(403, "Cross-site requests are not allowed");
    }
    if (parsed.origin === appOrigin || parsed.host === request.headers.host) return;
    throw new HttpError(403, "Cross-site requests are not allowed");
  });
}
