import { type EntryField, type EntrySection, entrySections, orderMetrics } from "@measured/core";
import { useMemo } from "react";
import { useKpiDefinitions } from "@/components/metrics/api/get-kpi-definitions";
import { usePreferences } from "../api/get-preferences";

const NO_DAY_VALUES: Readonly<Record<string, number>> = {};

/**
 * What the rep can enter, for Daily Input and the quick entry alike (decision 019): the rep's active
 * metrics in their saved order, as core's entry sections and their fields in that order. One place, so
 * the form and the sheet cannot drift apart. Empty until both the metrics and the preferences are in.
 * `dayValues` keeps a switched-off field that holds a value on the day (Daily Input shows it).
 */
export function useEntrySections(dayValues: Readonly<Record<string, number>> = NO_DAY_VALUES) {
  const definitions = useKpiDefinitions();
  const preferences = usePreferences();
  const sections = useMemo<EntrySection[]>(() => {
    if (!definitions.data || !preferences.data) return [];
    const ordered = orderMetrics(definitions.data, preferences.data.metricOrder);
    return entrySections(ordered, preferences.data.enabledMetrics, dayValues);
  }, [definitions.data, preferences.data, dayValues]);
  const fields = useMemo<EntryField[]>(() => sections.flatMap((s) => s.fields), [sections]);
  return { sections, fields, definitions, preferences };
}
