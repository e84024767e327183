import { dateRefusal } from "@measured/core";
import { useState } from "react";
import { useSearch } from "wouter";
import { formatPickerDate } from "@/lib/format";
import { browserToday } from "@/lib/time-zone";
import { DailyInputForm } from "./daily-input-form";
import { DatePickerButton } from "./date-picker-button";

/** The refusal of a day after today (or no day at all), in the picker's own format. */
const refusalOf = (date: string, today: string) => dateRefusal(date, today, formatPickerDate(date));

/**
 * Spec section 2, Daily Input (/daily-input): any day up to today, today by default; a link may
 * name the day (`?date=2025-06-03`). A day after today is refused with a message and not loaded.
 */
export function DailyInputPage() {
  const search = useSearch();
  const [initial] = useState(() => {
    const today = browserToday();
    const asked = new URLSearchParams(search).get("date");
    if (asked === null) return { date: today, refusal: null };
    const refusal = refusalOf(asked, today);
    return { date: refusal ? today : asked, refusal };
  });
  const [date, setDate] = useState(initial.date);
  const [refusal, setRefusal] = useState<string | null>(initial.refusal);
  const choose = (next: string) => {
    const problem = refusalOf(next, browserToday());
    setRefusal(problem);
    if (!problem) setDate(next);
  };
  return (
    <DailyInputForm
      title="Daily Input"
      date={date}
      dateRefusal={refusal}
      dateControl={<DatePickerButton date={date} max={browserToday()} error={refusal} onChange={choose} />}
      failureMessage={() => "Failed to save daily metrics. Please try again."}
    />
  );
}
