import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./App";

/**
 * The app's tree at `path` as HTML, from a query client already holding what the screen needs:
 * prerender.tsx uses it at build time, render-signed-in.tsx per request. `prerender` (not
 * renderToString) waits for the lazily loaded routes instead of printing their fallbacks. No size
 * splits the page into parts that inline scripts put in place: the CSP allows none, so React's
 * default (outlining a boundary over 12.8 KB) would leave a fallback on screen.
 */
export async function renderToHtml(queryClient: QueryClient, path: string, timeZone?: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={path} timeZone={timeZone} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
