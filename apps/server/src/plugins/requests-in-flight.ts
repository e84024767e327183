import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Resolves true once every request received so far has its answer, or false after `timeoutMs`.
     * Shutdown waits for it before closing the database (server.ts).
     */
    requestsDone(timeoutMs: number): Promise<boolean>;
  }
}

/**
 * Counts requests from arrival until their answer is ready, whether or not their client is still
 * there. Fastify's close waits for open connections only: a client that gave up (a phone losing
 * its signal) leaves a handler running with no connection, which must still finish its work
 * before the database closes under it.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  const open = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiting: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count--;
    if (count > 0) return;
    for (const wake of waiting) wake();
    waiting = [];
  };
  app.addHook("onRequest", (request, _reply, next) => {
    open.add(request);
    count++;
    next();
  });
  // A client that left before its body was read never sends the rest: Fastify would wait for it
  // forever (the request held in memory, shutdown waiting for it). It ends here, answered to nobody.
  // A callback hook: an async one would make a promise for every request, nearly all of them still there.
  app.addHook("preParsing", (request, _reply, payload, done) => {
    if (request.raw.destroyed) return done(new HttpError(400, "The client closed the request"));
    done(null, payload);
  });
  // onSend: the handler has its answer, sent or not; onResponse covers an answer sent without it.
  app.addHook("onSend", (request, _reply, payload, next) => {
    done(request);
    next(null, payload);
  });
  app.addHook("onResponse", (request, _reply, next) => {
    done(request);
    next();
  });
  app.decorate("requestsDone", (timeoutMs: number) => {
    if (count === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });
}
