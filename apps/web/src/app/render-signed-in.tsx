/**
 * Server rendering of a signed-in page (decision 014): apps/server/src/plugins/signed-in-page.ts
 * loads the build of this file and calls it with the API's own answers for the session. The tree is
 * the one main.tsx hydrates with the same answers, so the browser keeps the markup.
 */
import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { documentTitle } from "@/lib/use-document-title";
import { renderToHtml } from "./render-to-html";
import { type SignedInState, seedSignedInState } from "./signed-in-state";

export type { SignedInState };

/** The pages the server renders, with their titles (the page sets the same title once it runs). */
const TITLES: Record<string, string> = {
  [paths.dashboard]: documentTitle("Dashboard"),
  [paths.pipeline]: documentTitle("Pipeline"),
  [paths.clients]: documentTitle("Leads"),
  [paths.expenses]: documentTitle("Expenses"),
};

export interface RenderedPage {
  html: string;
  title: string;
}

/** Whether the server renders `path` (it asks the API for the state only then). */
export function renders(path: string): boolean {
  return Object.hasOwn(TITLES, path);
}

/** The page at `path` for the state's user, or null for a page the server does not render. */
export async function renderSignedIn(path: string, state: SignedInState): Promise<RenderedPage | null> {
  if (!renders(path)) return null;
  const title = TITLES[path] ?? "";
  const queryClient = createQueryClient();
  seedSignedInState(queryClient, state);
  const html = await renderToHtml(queryClient, path, state.timeZone);
  queryClient.clear();
  return { html, title };
}
