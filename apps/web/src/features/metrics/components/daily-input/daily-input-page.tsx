import { useState } from "react";
import { browserToday } from "@/lib/time-zone";
import { DailyInputForm } from "./daily-input-form";
import { DatePickerButton } from "./date-picker-button";

/** Spec section 2, Daily Input (/daily-input): any day, today by default. */
export function DailyInputPage() {
  const [date, setDate] = useState(browserToday);
  return (
    <DailyInputForm
      title="Daily Input"
      date={date}
      dateControl={<DatePickerButton date={date} onChange={setDate} />}
      failureMessage={() => "Failed to save daily metrics. Please try again."}
    />
  );
}
