import { dateRefusal } from "@measured/core";
import { useState } from "react";
import { useSearch } from "wouter";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
  const [unsaved, setUnsaved] = useState(false);
  /** A day chosen while figures typed for this one are not saved: asked first (decision 042). */
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const choose = (next: string) => {
    const problem = refusalOf(next, browserToday());
    setRefusal(problem);
    if (problem || next === date) return;
    if (unsaved) setLeavingFor(next);
    else setDate(next);
  };
  return (
    <>
      <DailyInputForm
        title="Daily Input"
        date={date}
        dateRefusal={refusal}
        dateControl={<DatePickerButton date={date} max={browserToday()} error={refusal} onChange={choose} />}
        failureMessage={() => "Failed to save daily metrics. Please try again."}
        onUnsavedChange={setUnsaved}
      />
      <AlertDialog open={leavingFor !== null}>
        <AlertDialogContent onEscapeKeyDown={() => setLeavingFor(null)}>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave {formatPickerDate(date)} without saving?</AlertDialogTitle>
            <AlertDialogDescription>
              The figures you typed for {formatPickerDate(date)} are not saved. Stay to save them, or open{" "}
              {leavingFor ? formatPickerDate(leavingFor) : "the other day"} and drop them.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => setLeavingFor(null)}>Stay</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (leavingFor) setDate(leavingFor);
                setLeavingFor(null);
              }}
            >
              Drop and open
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
