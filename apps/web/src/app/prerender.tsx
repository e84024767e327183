/**
 * Build-time rendering of the signed-out pages (vite-plugins/prerender.ts runs this in Node):
 * their HTML paints before any script has loaded, then main.tsx hydrates it. The tree is the
 * one main.tsx renders for a signed-out visitor, so hydration matches.
 */
import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { documentTitle } from "@/lib/use-document-title";
import { USER_QUERY_KEY } from "@/lib/user";
import { renderToHtml } from "./render-to-html";

export interface PrerenderedPage {
  path: string;
  /** The file under dist/signed-out/ the server sends for `path` (apps/server/src/plugins/web.ts). */
  file: string;
  title: string;
}

export const PAGES: readonly PrerenderedPage[] = [
  { path: paths.landing, file: "index.html", title: documentTitle() },
  { path: paths.signIn, file: "signin.html", title: documentTitle("Sign In") },
];

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  return renderToHtml(queryClient, path);
}
