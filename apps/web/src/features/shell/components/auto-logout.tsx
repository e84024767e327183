import { autoLogoutLabel } from "@measured/core";
import { useEffect } from "react";
import { usePrivacySettings } from "@/components/settings/api/privacy-settings";
import { toast } from "@/components/ui/use-toast";
import { ACTIVITY_WRITE_INTERVAL_MS, idlePeriodPassed, nextCheckIn, readLastActivity, writeLastActivity } from "@/lib/idle-clock";
import { useLogout } from "../api/logout";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** Storage can be refused (a private window, a full quota); auto logout then waits for nothing. */
function browserStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Privacy & Security's auto logout (issue 25, decision 069): signs the rep out after the chosen period
 * without a touch, key or scroll in any tab of the app. Activity is recorded whether the switch is on
 * or off, so turning it on never finds an old record and signs out at once.
 */
export function AutoLogout() {
  const settings = usePrivacySettings().data;
  const logout = useLogout();
  const minutes = settings?.autoLogout ? settings.autoLogoutMinutes : null;
  const signOut = logout.mutate;

  useEffect(() => {
    const store = browserStore();
    if (!store) return;
    if (readLastActivity(store) === null) writeLastActivity(store, Date.now());
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      lastWrite = now;
      writeLastActivity(store, now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);

  useEffect(() => {
    const store = browserStore();
    if (!store || minutes === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const last = readLastActivity(store);
      const now = Date.now();
      if (idlePeriodPassed(last, now, minutes)) {
        done = true;
        toast({ title: `Signed out after ${autoLogoutLabel(minutes)} without activity` });
        signOut();
        return;
      }
      timer = setTimeout(check, nextCheckIn(last, now, minutes));
    };
    // A phone's timers sleep with its screen: look again the moment the app is back in view.
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [minutes, signOut]);

  return null;
}
