import { useCallback, useRef } from "react";

/**
 * The dialogs here open without a Radix trigger, so nothing takes the focus back when they close.
 * `remember()` notes the control that opened one; `restore()` puts the focus back on it once the dialog
 * is gone, when it is still on the page (a deleted lead's button is not).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);
  return { remember, restore };
}
