import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const DEFAULT_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the built web app. Paths outside /api that are no file get index.html,
 * so the client-side router decides (including its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir = DEFAULT_DIST) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn(`No web build at ${root}: run "npm run build" to serve the app.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing file (an old build's chunk, a typo) is a 404, not the app's HTML under a script's name.
    if (pathname.startsWith("/api/") || pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
  });
}
