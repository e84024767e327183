import type { Plugin } from "vite";

/**
 * Vite writes the entry's module script and its modulepreload links before the stylesheet. The
 * stylesheet is what the first paint waits for (the server's HTML is already the page), so on a slow
 * link it goes first, ahead of the JavaScript that only makes the page interactive.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: "measured:stylesheet-first",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") return;
      const links = html.source.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      if (links.length === 0) return;
      let source = html.source;
      for (const link of links) source = source.replace(link, "");
      html.source = source.replace("<title>", `${links.map((l) => l.trim()).join("\n    ")}\n    <title>`);
    },
  };
}
