import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Router } from "wouter";
import { RenderTimeZoneContext } from "@/lib/time-zone";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

interface AppProps {
  queryClient: QueryClient;
  /** The address to render on the server (prerender.tsx, render-signed-in.tsx); the browser's own otherwise. */
  ssrPath?: string;
  /** On the server, the zone the browser told it (render-signed-in.tsx); the browser's own otherwise. */
  timeZone?: string;
}

export function App({ queryClient, ssrPath, timeZone }: AppProps) {
  // Until hydration a server-rendered button does nothing when pressed; the browser tests wait for
  // this mark after a reload before they press anything (e2e/support/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return (
    <RenderTimeZoneContext value={timeZone ?? null}>
      <Router ssrPath={ssrPath}>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </Router>
    </RenderTimeZoneContext>
  );
}
