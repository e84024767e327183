import type { FastifyInstance } from "fastify";
import { FieldError } from "../lib/http-errors";

export const USER_IN_QUERY_MESSAGE = "userId is not accepted: every request reads and writes only your own data";

/**
 * Every API query is the signed-in rep's own (spec section 7); no route takes a user. A `userId` in any
 * API request's query string, in any spelling, is refused with 400 before anything runs, on every
 * route, so a probe or a client bug never looks like it worked (issue 22: the route-table test names it).
 */
export function refuseUserInQuery(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const query = request.url.indexOf("?");
    if (query < 0) return;
    for (const name of new URLSearchParams(request.url.slice(query + 1)).keys()) {
      if (name.replace(/[^a-z]/gi, "").toLowerCase() === "userid") throw new FieldError("userId", USER_IN_QUERY_MESSAGE);
    }
  });
}
