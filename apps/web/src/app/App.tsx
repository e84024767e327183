import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

interface AppProps {
  queryClient: QueryClient;
  /** The address to render at build time (prerender.tsx); the browser's own address otherwise. */
  ssrPath?: string;
}

export function App({ queryClient, ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </Router>
  );
}
