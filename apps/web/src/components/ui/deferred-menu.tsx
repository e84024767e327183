import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useState,
} from "react";
import type { DeferredMenuViewProps } from "./deferred-menu-view";
import type { MenuEntry, MenuPlacement } from "./menu-entries";

type View = ComponentType<DeferredMenuViewProps>;

/** One load for every menu on the page. */
let viewPromise: Promise<View> | null = null;
const loadView = (): Promise<View> => {
  viewPromise ??= import("./deferred-menu-view").then((m) => m.default);
  return viewPromise;
};

/** After the page has settled: the browser's idle time, or a short wait where it has none (Safari). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

interface DeferredMenuProps extends MenuPlacement {
  /** The button that opens the menu (a Button), the same element before and after the menu's code loads. */
  trigger: ReactElement;
  entries: readonly MenuEntry[];
}

/**
 * A menu whose code is not in the page's first JavaScript (decision 061): the server and the first render
 * draw its trigger alone, with the attributes a closed menu button has; the menu's code loads when the
 * browser is idle, and the first tap (or Enter, Space, Arrow Down) puts the menu in place, open.
 */
export function DeferredMenu({ trigger, entries, ...placement }: DeferredMenuProps) {
  const [shown, setShown] = useState<{ View: View; byKeyboard: boolean } | null>(null);
  // The code arrives while the page is idle, so the first tap opens the menu at once; the trigger stays
  // the stand-in until then, so nothing on the page is replaced under a rep's finger (or a test's pointer).
  useEffect(() => whenIdle(() => void loadView()), []);

  if (shown) return <shown.View trigger={trigger} entries={entries} byKeyboard={shown.byKeyboard} {...placement} />;
  const open = (byKeyboard: boolean) => void loadView().then((View) => setShown({ View, byKeyboard }));
  return cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    // A click from Enter or Space has no pointer behind it (detail 0): the menu then starts on its first item.
    onClick: (event: MouseEvent) => open(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown") open(true);
    },
  } as Record<string, unknown>);
}
