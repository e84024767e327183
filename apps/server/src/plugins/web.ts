import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./auth";
import { loadSignedInRenderer, renderSignedInPage, SSR_DIR, sendRenderedPage } from "./signed-in-page";

// Found through the web workspace, so the source and the compiled server (apps/server/dist) agree.
export const DEFAULT_WEB_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@measured/web/package.json")),
  "dist",
);
/**
 * The build's HTML for visitors without a session (apps/web/vite-plugins/prerender.ts): the
 * prerendered pages (`index.html` is "/", `signin.html` is "/signin") and, for other paths, the
 * app shell; each tells the app it is signed out, so it does not ask GET /api/auth/user.
 */
const SIGNED_OUT_DIR = "signed-out";
const SIGNED_OUT_SHELL = "shell.html";

function signedOutPages(root: string): Map<string, string> {
  const dir = path.join(root, SIGNED_OUT_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    const route = file === SIGNED_OUT_SHELL ? "*" : name === "index" ? "/" : `/${name}`;
    pages.set(route, `${SIGNED_OUT_DIR}/${file}`);
  }
  return pages;
}

/**
 * The HTML for an app path: with a session cookie, the plain shell, which asks who is signed in
 * (unless signed-in-page.ts rendered the page for the session first).
 */
function htmlFor(pages: Map<string, string>, request: FastifyRequest, pathname: string): string {
  if (request.cookies[SESSION_COOKIE]) return "index.html";
  return pages.get(pathname) ?? pages.get("*") ?? "index.html";
}

/**
 * Serves the built web app, sending the build's .br and .gz copies to browsers that accept them.
 * Paths outside /api that are no file get HTML, so the client-side router decides (including its
 * own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir = DEFAULT_WEB_DIST) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn(`No web build at ${root}: run "npm run build" to serve the app.`);
    return;
  }
  const pages = signedOutPages(root);
  const shell = readFileSync(path.join(root, "index.html"), "utf8");
  const renderer = await loadSignedInRenderer(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The server-side build is for this process, not for browsers.
    globIgnore: [`${SSR_DIR}/**`],
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  app.get("/*", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing file (an old build's chunk, a typo) is a 404, not the app's HTML under a script's name.
    if (pathname.startsWith("/api/") || pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    if (renderer && request.cookies[SESSION_COOKIE]) {
      const html = await renderSignedInPage(app, request, pathname, shell, renderer);
      if (html) return sendRenderedPage(request, reply, html);
    }
    const file = htmlFor(pages, request, pathname);
    // The same address answers with different HTML with and without a session cookie.
    return reply.header("cache-control", "no-cache").header("vary", "Cookie").sendFile(file, { cacheControl: false });
  });
}
