import "@/lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { cn } from "@/lib/cn";
import { createQueryClient } from "@/lib/query-client";
import { mayBeSignedIn } from "@/lib/session-hint";
import { startTheme } from "@/lib/theme";
import { assumeBrowserTimeZone, browserTimeZone, readBrowserTimeZoneNow, rememberTimeZone, toldTimeZone } from "@/lib/time-zone";
import { USER_QUERY_KEY, userQueryOptions } from "@/lib/user";
import { App } from "./App";
import { preloadSignedIn } from "./preload";
import { readSignedInState, seedSignedInState } from "./signed-in-state";
import "./index.css";

// Before the first render, so the first frame already has the right palette.
startTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const signedOut = !mayBeSignedIn();
// A signed-in page the server rendered carries the answers it was rendered from (decision 014), in the
// zone the cookie names: that zone is taken as the browser's until the check before hydrating
// (zoneStillHolds), so this task, the app's longest, makes no Intl call (decision 072).
const toldZone = signedOut ? null : toldTimeZone();
const renderedState = toldZone ? readSignedInState(toldZone) : null;
if (renderedState) assumeBrowserTimeZone(renderedState.timeZone);
const timeZone = renderedState?.timeZone ?? (signedOut ? null : browserTimeZone());
if (timeZone && !renderedState) rememberTimeZone(timeZone);
const signedInState = renderedState ?? (timeZone ? readSignedInState(timeZone) : null);
// The server's HTML says so (lib/session-hint.ts): the first render is already the right screen.
if (signedOut) {
  queryClient.setQueryData(USER_QUERY_KEY, null);
} else {
  if (signedInState) seedSignedInState(queryClient, signedInState);
  else void queryClient.prefetchQuery(userQueryOptions());
  preloadSignedIn(queryClient, window.location.pathname);
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

/**
 * Whether the browser is still in the zone the page was rendered in. If it moved (a rep who travelled),
 * the cookie now says so and the page loads again, rendered for the new zone: answers false then too,
 * after asking for the reload, and true only when the page can be hydrated as it is.
 */
function zoneStillHolds(rendered: string): boolean {
  const zone = readBrowserTimeZoneNow();
  rememberTimeZone(zone);
  if (zone === rendered) return true;
  if (toldTimeZone() === zone) window.location.reload();
  // A browser that keeps no cookie would load the same page again: it is rendered anew here instead.
  else createRoot(root as HTMLElement).render(app);
  return false;
}

// Markup from the server is hydrated: the prerendered signed-out screen (prerender.tsx), unless a
// stored token means this browser may be signed in after all, or a signed-in page rendered with
// the state above (render-signed-in.tsx). Anything else is replaced. As a transition, hydration
// runs in slices between which the browser can paint and handle input, not in one long task.
// The server's markup is painted before the app works over it: hydration starts in the task after the
// next frame, so the first paint never waits for it. The page's first Intl call (the zone) and
// tailwind-merge's first (it builds its tables) come before it, each in a task of its own: inside
// hydration's tasks they made them longer by 50–150 ms at 4× CPU (decision 072).
if (root.hasChildNodes() && (signedOut || signedInState)) {
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (signedOut) rememberTimeZone(browserTimeZone());
      else if (signedInState && !zoneStillHolds(signedInState.timeZone)) return;
      setTimeout(() => {
        cn("p-0", "p-1");
        setTimeout(hydrate);
      });
    }),
  );
} else {
  if (signedOut) rememberTimeZone(browserTimeZone());
  createRoot(root).render(app);
}
