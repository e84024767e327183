import { isTrackedScreen } from "@measured/core";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { sendScreenView, usePrivacySettings } from "@/components/settings/api/privacy-settings";

/**
 * Analytics tracking and usage statistics (decision 069): with either switch on, each screen the rep
 * opens is sent to this app's own server, by its path only (never a query or anything typed). With both
 * off, nothing is sent at all. A view is an opening: switching tracking on records nothing by itself,
 * and the first screen waits for the settings to know whether it may be sent.
 */
export function ScreenViews() {
  const settings = usePrivacySettings().data;
  const [location] = useLocation();
  const opened = useRef<string | null>(null);
  const known = settings !== undefined;
  const recording = settings ? settings.analyticsTracking || settings.usageStatistics : false;

  useEffect(() => {
    opened.current = location;
  }, [location]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each opening (location) and once the settings are known
  useEffect(() => {
    if (!known) return;
    const screen = opened.current;
    opened.current = null;
    if (screen !== null && recording && isTrackedScreen(screen)) sendScreenView(screen);
  }, [location, known]);
  return null;
}
