import type { Plugin } from "vite";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/** The classic script that starts the app once the page has painted: rAF runs just before a paint. */
export function entryLoader(entry: string): string {
  return `requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.append(s)}))`;
}

/** The built index.html with its entry run after the first paint (entryAfterPaint). */
export function withEntryAfterPaint(html: string): string {
  const entry = html.match(ENTRY_SCRIPT);
  if (!entry?.[1]) throw new Error("entry-after-paint: index.html has no module script");
  if (!html.includes("</body>")) throw new Error("entry-after-paint: index.html has no </body>");
  return html
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" crossorigin href="$1" fetchpriority="low">')
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}" fetchpriority="low">`)
    .replace("</body>", `<script>${entryLoader(entry[1])}</script></body>`);
}

/**
 * Every page's HTML is already the screen (prerendered signed out, rendered by the server signed in),
 * so no script is needed for its first paint. Vite's module script ran before that paint whenever it
 * had arrived (an 80 KB entry: 30 ms unthrottled, about 120 ms on a mid-range phone), and as a
 * high-priority fetch it competed with the stylesheet. Here the entry and the modules it imports are
 * fetched at low priority while the page parses, and the entry is run by a small inline script in the
 * task after the first paint (decision 072). The CSP allows that script by its hash, read from the
 * built pages (apps/server/src/plugins/inline-scripts.ts).
 */
export function entryAfterPaint(): Plugin {
  return {
    name: "measured:entry-after-paint",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") return;
      html.source = withEntryAfterPaint(html.source);
    },
  };
}
