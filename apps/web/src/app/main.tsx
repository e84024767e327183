import "@/lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { mayBeSignedIn } from "@/lib/session-hint";
import { startTheme } from "@/lib/theme";
import { browserTimeZone, rememberTimeZone } from "@/lib/time-zone";
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
const timeZone = browserTimeZone();
rememberTimeZone(timeZone);
const signedOut = !mayBeSignedIn();
// A signed-in page the server rendered carries the answers it was rendered from (decision 014).
const signedInState = signedOut ? null : readSignedInState(timeZone);
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
// Markup from the server is hydrated: the prerendered signed-out screen (prerender.tsx), unless a
// stored token means this browser may be signed in after all, or a signed-in page rendered with
// the state above (render-signed-in.tsx). Anything else is replaced. As a transition, hydration
// runs in slices between which the browser can paint and handle input, not in one long task.
// The server's markup is painted before the app works over it: hydration starts in the task after the
// next frame, so the first paint never waits for it.
if (root.hasChildNodes() && (signedOut || signedInState)) {
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app))));
} else createRoot(root).render(app);
