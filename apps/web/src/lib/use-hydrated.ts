import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in prerendered markup and while React hydrates it, true once the page's handlers are
 * attached (at once for a page React renders itself). A button whose click would be lost before
 * that, or would submit a form natively (the password in the address), is disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
