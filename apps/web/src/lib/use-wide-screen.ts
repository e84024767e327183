import { useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here lists are tables (the leads with the selected lead beside it, decision 045). */
export const WIDE_SCREEN_QUERY = "(min-width: 1024px)";

// One list for the page: React reads the snapshot on every render of every list that asks, and building a
// MediaQueryList each time evaluated the query afresh each time (seen in the leads page's start-up profile).
let wideScreenList: MediaQueryList | null = null;
const wideScreen = () => {
  wideScreenList ??= window.matchMedia(WIDE_SCREEN_QUERY);
  return wideScreenList;
};

function subscribe(onChange: () => void) {
  const list = wideScreen();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the window is 1,024 px wide or more; false while the server renders (the cards, phone first). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideScreen().matches,
    () => false,
  );
}
