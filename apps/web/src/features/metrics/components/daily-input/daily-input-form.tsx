import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DailyInputField,
  dailyInputCards,
  dailyInputFieldName,
  HOURS_WORKED_MAX,
  visibleDailyInputFields,
} from "@measured/core";
import { type ReactNode, useEffect, useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useKpiDefinitions } from "../../api/get-kpi-definitions";
import { useKpiEntriesForDay } from "../../api/get-kpi-entries";
import { usePreferences } from "../../api/get-preferences";
import { useSaveDailyEntries } from "../../api/save-daily-entries";
import { metricsLoadState } from "../metrics-load-state";
import {
  bulkEntriesFromForm,
  type DailyInputFormValues,
  dailyInputFormSchema,
  formValuesFromEntries,
} from "./daily-input-schema";

interface DailyInputFormProps {
  title: string;
  date: string;
  /** The date picker, when the day can be chosen. */
  dateControl?: ReactNode;
  /** The failure toast's description for this page (spec section 8). */
  failureMessage: (error: Error) => string;
}

/** Spec section 2, Daily Input: one card per group of enabled fields, then notes and Save. */
export function DailyInputForm({ title, date, dateControl, failureMessage }: DailyInputFormProps) {
  const definitions = useKpiDefinitions();
  const preferences = usePreferences();
  const entries = useKpiEntriesForDay(date);
  const save = useSaveDailyEntries();
  const notesId = useId();

  const names = useMemo(() => definitions.data?.map((d) => d.name) ?? [], [definitions.data]);
  const fields = useMemo(
    () => visibleDailyInputFields(names, preferences.data?.enabledMetrics),
    [names, preferences.data?.enabledMetrics],
  );
  const cards = dailyInputCards(names)
    .map((card) => ({ ...card, fields: card.fields.filter((f) => fields.includes(f)) }))
    .filter((card) => card.fields.length > 0);

  const form = useForm<DailyInputFormValues>({
    resolver: zodResolver(dailyInputFormSchema),
    defaultValues: formValuesFromEntries([]),
  });
  const { errors } = form.formState;

  // Choosing a day (or saving it) loads that day's values into the form (spec section 4).
  useEffect(() => {
    if (entries.data) form.reset(formValuesFromEntries(entries.data));
  }, [entries.data, form]);

  const onSubmit = form.handleSubmit((values) => {
    const bulk = bulkEntriesFromForm(values, fields, date);
    if (bulk.length === 0) return;
    save.mutate(
      { entries: bulk },
      {
        onSuccess: () => toast({ title: "Success", description: "Daily metrics saved successfully!" }),
        onError: (error) => toast({ variant: "destructive", title: "Error", description: failureMessage(error) }),
      },
    );
  });

  const heading = (
    <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
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
              <Link href={paths.changeIndustry}>Choose an industry template</Link>
            </Button>
          }
        >
          None of your metrics is a daily input field.
        </EmptyState>
      </div>
    );
  }

  const renderField = (field: DailyInputField) => {
    const hours = field === "hoursWorked";
    return (
      <FormField
        key={field}
        label={dailyInputFieldName(field)}
        type="number"
        inputMode={hours ? "decimal" : "numeric"}
        min={0}
        max={hours ? HOURS_WORKED_MAX : undefined}
        step={hours ? "0.25" : "1"}
        disabled={entries.isPending}
        error={errors[field]?.message}
        {...form.register(field)}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Daily metrics">
      {heading}
      {entries.isError ? (
        <ErrorState
          title={`Failed to fetch entries: ${entries.error.message.split(":")[0]}`}
          onRetry={() => void entries.refetch()}
        />
      ) : null}
      {entries.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading this day's entries…
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {cards.map((card) => (
          <Card key={card.id}>
            <CardHeader>
              <CardTitle className="text-lg">{card.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">{card.fields.map(renderField)}</CardContent>
          </Card>
        ))}
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Notes</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1.5">
            <Label htmlFor={notesId}>Daily Notes</Label>
            <textarea
              id={notesId}
              rows={3}
              disabled={entries.isPending}
              className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
              {...form.register("notes")}
            />
            {errors.notes ? <p className="text-sm text-destructive">{errors.notes.message}</p> : null}
          </CardContent>
        </Card>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={save.isPending || entries.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {save.isPending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
