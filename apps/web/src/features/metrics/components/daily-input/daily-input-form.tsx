import { type ReactNode, useEffect, useId } from "react";
import { Link } from "wouter";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { StickyActions } from "@/components/layout/sticky-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { type SaveNotice, useDailyInputForm } from "../../hooks/use-daily-input-form";
import { metricsLoadState } from "../metrics-load-state";
import { DailyInputSection, fieldInputId } from "./daily-input-section";
import { LoweredDialog } from "./lowered-dialog";
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
  /** Told whether something typed has not been saved (the page asks before changing the day). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** What the sticky bar says when a Save had nothing to send. */
const NOTICES: Record<Exclude<SaveNotice, null>, string> = {
  empty: "Enter a figure in at least one field, then save.",
  unchanged: "Nothing has changed since the last save.",
  kept: "The saved figures were kept; nothing else changed.",
};

/**
 * Spec section 2, Daily Input, for a thumb (decision 023): one card per section of the metrics the
 * rep tracks (core's entrySections), steppers that start empty, the plausibility rules of core,
 * and a sticky Save that sets the day's figures.
 */
export function DailyInputForm({ title, date, dateControl, dateRefusal, failureMessage, onUnsavedChange }: DailyInputFormProps) {
  const notesId = useId();
  const form = useDailyInputForm({
    date,
    dateRefusal,
    failureMessage,
    focusField: (name) => requestAnimationFrame(() => document.getElementById(fieldInputId(name))?.focus()),
    focusNotes: () => document.getElementById(notesId)?.focus(),
  });
  const { entries, save, sections, fields, definitions, preferences, texts, notes, check, shownErrors, notesError, notice } =
    form;

  useEffect(() => onUnsavedChange?.(form.unsaved), [form.unsaved, onUnsavedChange]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    form.submit();
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
            leads={form.leads}
            errors={shownErrors}
            warnings={check.warnings}
            disabled={busy}
            onChange={form.onChange}
            onBlur={form.onBlur}
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
            onChange={(event) => form.onNotesChange(event.target.value)}
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
        {notice ? (
          <p className="text-sm text-muted-foreground" role="status">
            {NOTICES[notice]}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={save.isPending || busy || Boolean(dateRefusal)} className="w-full sm:w-auto">
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </StickyActions>
      <OutlierDialog questions={form.outliers} onSaveAnyway={form.saveAnyway} onFix={form.fixOutlier} />
      <LoweredDialog asked={form.loweredAsked} onAnswer={form.answerLowered} />
    </form>
  );
}
