import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { freshDatabase } from "@measured/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildApp } from "../app";
import { loadEnv } from "../env";

let dist: string;
let app: App;
let closeDb: () => Promise<void>;

const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))})`;
/** The build's one inline script (apps/web/vite-plugins/theme-boot.ts). */
const THEME = `document.documentElement.classList.toggle("dark",true)`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "measured-dist-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, "signed-out"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><script>${THEME}</script><title>Measured</title><p>shell`);
  writeFileSync(path.join(dist, "signed-out", "shell.html"), "<!doctype html><title>Measured</title><p>signed-out shell");
  writeFileSync(path.join(dist, "signed-out", "index.html"), "<!doctype html><title>Measured</title><p>landing");
  writeFileSync(path.join(dist, "signed-out", "signin.html"), "<!doctype html><title>Measured</title><p>sign in");
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  const database = await freshDatabase();
  closeDb = () => database.close();
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: dist }), database, serveWeb: true });
});
afterAll(async () => {
  await app.close();
  await closeDb();
  rmSync(dist, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("answers app paths with HTML, uncached and varying with the cookie, with the security headers", async () => {
    for (const url of ["/", "/daily-input", "/some/deep/link?x=1"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toContain("Cookie");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("allows the build's inline script by its hash, and no other inline script", async () => {
    const csp = String((await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    const hash = createHash("sha256").update(THEME, "utf8").digest("base64");
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("sends a visitor without a session cookie the prerendered page, or else the signed-out shell", async () => {
    const body = async (url: string, cookie?: string) =>
      (await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).body;
    expect(await body("/")).toContain("landing");
    expect(await body("/signin?error=oauth_failed")).toContain("sign in");
    expect(await body("/daily-input")).toContain("signed-out shell");
    // With a session cookie (valid or not: the app asks the server), the plain shell everywhere.
    for (const url of ["/", "/signin", "/daily-input"])
      expect(await body(url, "measured_session=anything")).toContain("<p>shell");
  });

  it("serves hashed assets as immutable files, compressed for browsers that accept it", async () => {
    const plain = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toContain("javascript");
    expect(plain.headers["cache-control"]).toContain("immutable");
    expect(plain.body).toBe(SCRIPT);

    const br = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it("answers a missing asset or file with 404, never with the app's HTML", async () => {
    for (const url of ["/assets/old-chunk-zzz.js", "/favicon-missing.png", "/api/nothing"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });
});
