import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A classic script written in the page (no src, no type, or a JavaScript type): what CSP's script-src governs. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for every inline script of one page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((code) => code.trim() !== "")
    .map((code) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
}

/**
 * The hashes of the inline scripts in the web build's pages (the theme, applied before the first paint:
 * apps/web/vite-plugins/theme-boot.ts), so the CSP allows exactly those and no other inline script.
 * Read once at boot; no build, no hashes.
 */
export function webBuildScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const dir of [distDir, path.join(distDir, "signed-out")]) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".html")) continue;
      for (const hash of inlineScriptHashes(readFileSync(path.join(dir, file), "utf8"))) hashes.add(hash);
    }
  }
  return [...hashes].sort();
}
