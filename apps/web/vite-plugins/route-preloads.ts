import path from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the build writes the list, read by apps/server/src/plugins/signed-in-page.ts (ROUTE_PRELOADS_FILE). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/**
 * The code each server-rendered page hydrates with: the signed-in frame and the page's own chunk (the
 * modules src/app/preload.ts asks for on that path).
 */
const ROUTE_SOURCES: Record<string, readonly string[]> = {
  "/": [
    "src/app/routes/app/layout.tsx",
    "src/app/routes/app/dashboard.tsx",
    "src/features/metrics/components/dashboard/today-section.tsx",
  ],
  "/pipeline": ["src/app/routes/app/layout.tsx", "src/app/routes/app/pipeline.tsx"],
  "/clients": ["src/app/routes/app/layout.tsx", "src/app/routes/app/clients.tsx"],
};

/**
 * Writes, for each page the server renders for a signed-in rep, the chunks it needs beyond the entry's,
 * so the server names them in the page as `<link rel="modulepreload">`. The app asked for them from
 * script instead (Vite's preload helper, one link element per chunk): inserting about forty links cost
 * 250 ms of a mid-range phone's main thread inside the entry's evaluation, the longest task of the load
 * (profiled); links the page already has, the helper leaves alone.
 */
export function routePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "measured:route-preloads",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inEntry = withImports(bundle, [entry.fileName]);
      const preloads: Record<string, string[]> = {};
      for (const [pathname, sources] of Object.entries(ROUTE_SOURCES)) {
        const files = sources.map((source) => {
          const id = path.join(config.root, source);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`route-preloads: no chunk for ${source} (renamed? update ROUTE_SOURCES)`);
          return chunk.fileName;
        });
        preloads[pathname] = [...withImports(bundle, files)].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The files and every chunk they import statically, however deep. */
function withImports(bundle: OutputBundle, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") for (const imported of chunk.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}
