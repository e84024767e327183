import { useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here lists are tables (the leads with the selected lead beside it, decision 045). */
export const WIDE_SCREEN_QUERY = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(WIDE_SCREEN_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the window is 1,024 px wide or more; false while the server renders (the cards, phone first). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => false,
  );
}
