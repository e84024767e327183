import { readFileSync } from "node:fs";
import path from "node:path";
import { type Plugin, transformWithOxc } from "vite";

/**
 * Emits src/app/theme-boot.ts, compiled to a classic script, as a hashed (so immutably cached) asset and loads it, blocking, from
 * the <head> of index.html. In development the app's module applies the theme before its first
 * render, and nothing is prerendered, so this is for the build only.
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
      const { code } = await transformWithOxc(readFileSync(file, "utf8"), file, { lang: "ts" });
      const ref = this.emitFile({ type: "asset", name: "theme-boot.js", source: code });
      const tag = `<script src="/${this.getFileName(ref)}"></script>`;
      html.source = html.source.replace("<title>", `${tag}\n    <title>`);
    },
  };
}
