import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import type { Plugin } from "vite";

/**
 * Writes src/app/theme-boot.ts, compiled to a classic script, inline in the <head> of index.html, so it
 * runs before the first paint without a request of its own: loaded from a file it was a render-blocking
 * round trip (Lighthouse: about 330 ms of the first paint on slow 4G). The CSP allows it by its hash,
 * which the server reads from the built HTML (apps/server/src/plugins/inline-scripts.ts). In development
 * the app's module applies the theme before its first render, and nothing is prerendered, so this is
 * for the build only.
 */
export function themeBoot(): Plugin {
  let root = "";
  return {
    name: "measured:theme-boot",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") return;
      const file = path.join(root, "src/app/theme-boot.ts");
      // Minified: it is in every page's HTML.
      const { code } = await transform(readFileSync(file, "utf8"), { loader: "ts", minify: true, target: "es2020" });
      if (code.includes("</")) throw new Error("theme-boot: the script must not contain '</' (it is written inline)");
      html.source = html.source.replace("<title>", `<script>${code.trim()}</script>\n    <title>`);
    },
  };
}
