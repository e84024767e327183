import "@/lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { mayBeSignedIn } from "@/lib/session-hint";
import { startTheme } from "@/lib/theme";
import { browserTimeZone, rememberTimeZone } from "@/lib/time-zone";
import { USER_QUERY_KEY, userQueryOptions } from "@/lib/user";
import { App } from "./App";
import { prefetchSignedInData, preloadSignedInCode } from "./preload";
import { documentSliceHost, PRELOADS_ID, preloadInSlices, readPreloads } from "./preload-in-slices";
import { readSignedInState, seedSignedInState } from "./signed-in-state";
import "./index.css";

// Before the first render, so the first frame already has the right palette.
startTheme();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const root: HTMLElement = rootElement;

const queryClient = createQueryClient();
const signedOut = !mayBeSignedIn();
const pathname = window.location.pathname;
// The page's code is asked for first, so it downloads while the rest of the start runs: the chunks a
// server-rendered page lists a few a task, then the page's own imports, which find them on their way.
if (!signedOut) {
  const listed = readPreloads(document.getElementById(PRELOADS_ID)?.textContent);
  void preloadInSlices(listed, documentSliceHost).then(() => preloadSignedInCode(pathname));
}
// The rest runs in the next task: reading the zone builds the page's first Intl.DateTimeFormat, which
// loads the browser's time-zone data (100 ms on a mid-range phone, profiled), and in the same task as
// the modules' evaluation it made one long task that held the first tap for a quarter of a second.
setTimeout(start);

function start() {
  const timeZone = browserTimeZone();
  rememberTimeZone(timeZone);
  // A signed-in page the server rendered carries the answers it was rendered from (decision 014).
  const signedInState = signedOut ? null : readSignedInState(timeZone);
  // The server's HTML says so (lib/session-hint.ts): the first render is already the right screen.
  if (signedOut) {
    queryClient.setQueryData(USER_QUERY_KEY, null);
  } else {
    if (signedInState) seedSignedInState(queryClient, signedInState);
    else void queryClient.prefetchQuery(userQueryOptions());
    prefetchSignedInData(queryClient, pathname);
  }
  render(signedInState !== null);
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Markup from the server is hydrated: the prerendered signed-out screen (prerender.tsx), unless a
// stored token means this browser may be signed in after all, or a signed-in page rendered with
// the state above (render-signed-in.tsx). Anything else is replaced. As a transition, hydration
// runs in slices between which the browser can paint and handle input, not in one long task.
// The server's markup is painted before the app works over it: hydration starts in the task after the
// next frame, so the first paint never waits for it.
function render(rendered: boolean) {
  if (root.hasChildNodes() && (signedOut || rendered)) {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app))));
  } else createRoot(root).render(app);
}
