import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshDatabase } from "@measured/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildApp } from "../app";
import { loadEnv } from "../env";

let dist: string;
let app: App;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "measured-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Measured</title>");
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
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
  it("answers app paths with index.html, uncached, with the security headers", async () => {
    for (const url of ["/", "/daily-input", "/some/deep/link?x=1"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("serves hashed assets as immutable files", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers a missing asset or file with 404, never with the app's HTML", async () => {
    for (const url of ["/assets/old-chunk-zzz.js", "/favicon-missing.png", "/api/nothing"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });
});
