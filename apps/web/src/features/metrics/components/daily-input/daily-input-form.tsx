import { dailyInputWrites, dayValuesFromEntries } from "@measured/core";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { StickyActions } from "@/components/layout/sticky-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useKpiEntriesForDay } from "../../api/get-kpi-entries";
import { useSaveDailyEntries } from "../../api/save-daily-entries";
import { useEntrySections } from "../../hooks/use-entry-sections";
import { metricsLoadState } from "../metrics-load-state";
import { DailyInputSection, fieldInputId } from "./daily-input-section";
import { checkDay, notesSchema, textFromStored } from "./daily-input-values";
import { OutlierDialog } from "./outlier-dialog";

interface DailyInputFormProps {
  title: string;
  date: string;
  /** The date picker, when the day can be chosen. */
  dateControl?: ReactNode;
  /** Why the chosen day cannot be saved (a day after today), if so. */
  dateRefusal?: string | null;
  /** The failure toast's description for this page (spec section 8). */
  failureMessage: (error: Error) => string;
}

const NO_ENTRIES: never[] = [];

/**
 * Spec section 2, Daily Input, for a thumb (decision 023): one card per section of the metrics the
 * rep tracks (core's entrySections), steppers that start empty, the plausibility rules of core,
 * and a sticky Save that sets the day's figures.
 */
export function DailyInputForm({ title, date, dateControl, dateRefusal, failureMessage }: DailyInputFormProps) {
  const entries = useKpiEntriesForDay(date);
  const save = useSaveDailyEntries();
  const notesId = useId();

  const stored = useMemo(() => dayValuesFromEntries(entries.data ?? NO_ENTRIES), [entries.data]);
  const { sections, fields, definitions, preferences } = useEntrySections(stored);

  const [texts, setTexts] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState("");
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const [notesError, setNotesError] = useState<string | null>(null);
  const [nothingToSave, setNothingToSave] = useState(false);
  const [questions, setQuestions] = useState<{ field: string; message: string }[]>([]);

  // Choosing a day (or saving it) loads that day's figures into the form (spec section 4).
  useEffect(() => {
    if (!entries.data) return;
    const values = dayValuesFromEntries(entries.data);
    setTexts(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, textFromStored(value)])));
    setNotes(entries.data.find((e) => e.notes)?.notes ?? "");
    setShownErrors({});
    setNotesError(null);
    setNothingToSave(false);
  }, [entries.data]);

  const check = useMemo(() => checkDay(fields, texts), [fields, texts]);

  const onChange = (name: string, text: string) => {
    setTexts((previous) => ({ ...previous, [name]: text }));
    setNothingToSave(false);
    // A shown refusal goes as soon as the value is right; a new one waits for the field to be left.
    if (shownErrors[name]) {
      setShownErrors(({ [name]: _gone, ...rest }) => rest);
    }
  };
  const onBlur = (name: string) => {
    const refusal = check.refusals[name];
    if (refusal) setShownErrors((previous) => ({ ...previous, [name]: refusal }));
  };

  const send = () => {
    setQuestions([]);
    const bulk = dailyInputWrites(
      fields.map((f) => f.name),
      check.values,
      stored,
      date,
      notes,
    );
    if (bulk.length === 0) {
      setNothingToSave(true);
      return;
    }
    save.mutate(
      { entries: bulk },
      {
        onSuccess: () => toast({ title: "Success", description: "Daily metrics saved successfully!" }),
        onError: (error) => toast({ variant: "destructive", title: "Error", description: failureMessage(error) }),
      },
    );
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (dateRefusal) return;
    setShownErrors(check.refusals);
    const refused = fields.find((f) => check.refusals[f.name]);
    const notesCheck = notesSchema.safeParse(notes);
    setNotesError(notesCheck.success ? null : (notesCheck.error.issues[0]?.message ?? "Notes cannot be saved."));
    if (refused) {
      document.getElementById(fieldInputId(refused.name))?.focus();
      return;
    }
    if (!notesCheck.success) {
      document.getElementById(notesId)?.focus();
      return;
    }
    if (check.questions.length > 0) {
      setQuestions(check.questions);
      return;
    }
    send();
  };

  const heading = (
    <div className="grid gap-3 sm:flex sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Saving sets this day's totals to the figures below; the quick entry (+) adds to them instead.
        </p>
      </div>
      {dateControl}
    </div>
  );

  const waiting = metricsLoadState([definitions, preferences]);
  if (waiting) {
    return (
      <div className="grid gap-4">
        {heading}
        {waiting}
      </div>
    );
  }
  if (fields.length === 0) {
    return (
      <div className="grid gap-4">
        {heading}
        <EmptyState
          title="No daily metrics enabled"
          action={
            <Button asChild>
              <Link href={paths.customizeMetrics}>Add a metric</Link>
            </Button>
          }
        >
          You track no metric that can be entered for a day.
        </EmptyState>
      </div>
    );
  }

  const busy = entries.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Daily metrics">
      {heading}
      {entries.isError ? (
        <ErrorState
          title={`Failed to fetch entries: ${entries.error.message.split(":")[0]}`}
          onRetry={() => void entries.refetch()}
        />
      ) : null}
      {busy ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading this day's entries…
        </p>
      ) : null}
      {/* Two columns on wider screens, each card as tall as its fields (no gaps under short cards). */}
      <div className="gap-3 md:columns-2">
        {sections.map((section) => (
          <DailyInputSection
            key={section.id}
            section={section}
            texts={texts}
            values={check.values}
            errors={shownErrors}
            warnings={check.warnings}
            disabled={busy}
            onChange={onChange}
            onBlur={onBlur}
          />
        ))}
        {/* The column cards' bottom margins end at the column break: Notes' own top margin keeps the gap above it. */}
        <Card className="mt-3 mb-3 grid gap-2 p-4 [column-span:all]" role="group" aria-labelledby={`${notesId}-title`}>
          <h2 id={`${notesId}-title`} className="text-base font-semibold leading-tight">
            Notes
          </h2>
          <Label htmlFor={notesId}>Daily Notes</Label>
          <textarea
            id={notesId}
            rows={3}
            disabled={busy}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? `${notesId}-error` : undefined}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
          />
          {notesError ? (
            <p id={`${notesId}-error`} className="text-sm text-destructive">
              {notesError}
            </p>
          ) : null}
        </Card>
      </div>
      {/* Sticky above the bottom bar (the + is in the bar, so the whole width is the Save bar's). */}
      <StickyActions className="-mx-4 grid gap-1 bg-background/95 px-4 py-2 backdrop-blur sm:flex sm:items-center sm:justify-end sm:gap-3">
        {nothingToSave ? (
          <p className="text-sm text-muted-foreground" role="status">
            Enter a figure in at least one field, then save.
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={save.isPending || busy || Boolean(dateRefusal)} className="w-full sm:w-auto">
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </StickyActions>
      <OutlierDialog
        questions={questions}
        onSaveAnyway={send}
        onFix={() => {
          const first = questions[0];
          setQuestions([]);
          if (first) requestAnimationFrame(() => document.getElementById(fieldInputId(first.field))?.focus());
        }}
      />
    </form>
  );
}
