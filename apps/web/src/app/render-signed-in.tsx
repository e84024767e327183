/**
 * Server rendering of a signed-in page (decision 014): apps/server/src/plugins/web/signed-in-page.ts
 * loads the build of this file and calls it with the API's own answers for the session. The tree is
 * the one main.tsx hydrates with the same answers, so the browser keeps the markup.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { documentTitle } from "@/lib/use-document-title";
import { App } from "./App";
import { type SignedInState, seedSignedInState } from "./signed-in-state";

export type { SignedInState };

/** The pages the server renders, with their titles (the page sets the same title once it runs). */
const TITLES: Record<string, string> = { [paths.dashboard]: documentTitle("Dashboard") };

export interface RenderedPage {
  html: string;
  title: string;
}

/** Whether the server renders `path` (it asks the API for the state only then). */
export function renders(path: string): boolean {
  return path in TITLES;
}

/** The page at `path` for the state's user, or null for a page the server does not render. */
export async function renderSignedIn(path: string, state: SignedInState): Promise<RenderedPage | null> {
  const title = TITLES[path];
  if (!title) return null;
  const queryClient = createQueryClient();
  seedSignedInState(queryClient, state);
  // prerender (not renderToString) waits for the lazily loaded frame and page instead of their
  // fallbacks. No size splits the page into parts that inline scripts put in place: the CSP
  // allows none, so React's default (outlining a boundary over 12.8 KB) would leave a fallback.
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={path} timeZone={state.timeZone} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  queryClient.clear();
  return { html: await new Response(prelude).text(), title };
}
