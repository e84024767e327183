import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import type { PrerenderedPage } from "../src/app/prerender";
import { precompress } from "./precompress";

/**
 * The server-side builds, written to dist/ssr/: prerender.js renders the signed-out pages here,
 * at build time; render-signed-in.js is loaded by the server to render a signed-in page per
 * request (decision 014). The server never serves this folder (apps/server/src/plugins/web.ts).
 */
export const SSR_DIR = "ssr";
const SSR_ENTRIES = { prerender: "src/app/prerender.tsx", "render-signed-in": "src/app/render-signed-in.tsx" };

interface PrerenderModule {
  PAGES: readonly PrerenderedPage[];
  renderPage(path: string): Promise<string>;
}

/** Builds the server-side entries for Node (bundled whole: @measured/core is TypeScript source) and loads prerender.js. */
async function buildServerEntries(config: ResolvedConfig, outDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: "warn",
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { input: SSR_ENTRIES, output: { entryFileNames: "[name].js" } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, "prerender.js")).href)) as PrerenderModule;
}

const SIGNED_OUT_DIR = "signed-out";

/** Tells the app that the server saw no session cookie (src/lib/session-hint.ts). */
const SIGNED_OUT_META = '<meta name="measured-session" content="signed-out" />';

/**
 * After the client build: writes the HTML the server sends to visitors without a session cookie
 * (apps/server/src/plugins/web.ts) under dist/signed-out/: the prerendered pages, with their title,
 * and shell.html for every other path. Then writes compressed copies of every text file. (Preloading
 * the sign-in chunks here was measured: the page then painted about 0.6 s later on a slow network.)
 */
export function prerenderAndCompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "measured:prerender-and-compress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, "index.html"), "utf8");
      const signedOut = template.replace("<title>", `${SIGNED_OUT_META}\n    <title>`);
      if (signedOut === template) throw new Error("prerender: index.html has no <title>");
      await mkdir(path.join(outDir, SIGNED_OUT_DIR), { recursive: true });
      await writeFile(path.join(outDir, SIGNED_OUT_DIR, "shell.html"), signedOut);

      const { PAGES, renderPage } = await buildServerEntries(config, path.join(outDir, SSR_DIR));
      for (const page of PAGES) {
        const html = signedOut
          .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
          .replace('<div id="root"></div>', `<div id="root">${await renderPage(page.path)}</div>`);
        if (!html.includes(`<title>${page.title}</title>`) || !html.includes('<div id="root"><')) {
          throw new Error(`prerender: ${page.path} not inserted`);
        }
        await writeFile(path.join(outDir, SIGNED_OUT_DIR, page.file), html);
      }
      await precompress(outDir);
    },
  };
}
