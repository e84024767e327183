import { dayValuesFromEntries } from "@measured/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useFromLeads } from "../api/get-from-leads";
import { useKpiEntriesForDay } from "../api/get-kpi-entries";
import { useSaveDailyEntries } from "../api/save-daily-entries";
import {
  type DailyWrite,
  hasUnsaved,
  keepStored,
  type LoweredField,
  mergeStored,
  planSave,
  type SavePlan,
  storedNotes,
  textFromStored,
  textsFromStored,
} from "../components/daily-input/daily-input-plan";
import { checkDay, notesSchema } from "../components/daily-input/daily-input-values";
import { leadsByMetric } from "../components/daily-input/from-leads";
import { useEntrySections } from "./use-entry-sections";

const NO_ENTRIES: never[] = [];

/** A save waiting on the rep's answers about the fields it lowers, one at a time. */
interface LoweredQuestions {
  plan: SavePlan;
  /** Which of plan.lowered is asked now. */
  index: number;
  /** The lowered fields the rep chose to keep so far. */
  kept: string[];
}

export type SaveNotice = "empty" | "unchanged" | "kept" | null;

/**
 * Daily Input's state (decision 042): the day's stored figures, what the rep typed (and which fields
 * they touched), refusals, the questions asked before a save (outliers, then each lowered total), and
 * what the save sends. The component only renders it.
 */
export function useDailyInputForm({
  date,
  dateRefusal,
  failureMessage,
  focusField,
  focusNotes,
}: {
  date: string;
  dateRefusal: string | null | undefined;
  failureMessage: (error: Error) => string;
  /** Moves focus to a field's input (a refusal, Fix). */
  focusField: (name: string) => void;
  focusNotes: () => void;
}) {
  const entries = useKpiEntriesForDay(date);
  const save = useSaveDailyEntries();
  const stored = useMemo(() => dayValuesFromEntries(entries.data ?? NO_ENTRIES), [entries.data]);
  const { sections, fields, definitions, preferences } = useEntrySections(stored);
  // The part of the day's figures the rep's leads made (decision 044): shown beside the typed part, never typed.
  const fromLeads = useFromLeads(date);
  const leads = useMemo(() => leadsByMetric(fromLeads.data), [fromLeads.data]);

  const [texts, setTexts] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [notes, setNotes] = useState("");
  const [notesEdited, setNotesEdited] = useState(false);
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const [notesError, setNotesError] = useState<string | null>(null);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [outliers, setOutliers] = useState<{ field: string; message: string }[]>([]);
  const [lowering, setLowering] = useState<LoweredQuestions | null>(null);

  // The latest texts and edits, for answers that arrive after a render (a save's success).
  const latest = useRef({ texts, edited, notes, notesEdited });
  latest.current = { texts, edited, notes, notesEdited };
  const loadedDate = useRef<string | null>(null);

  // A new day loads afresh; the same day's figures arriving again only refresh the untouched fields.
  useEffect(() => {
    if (!entries.data) return;
    const values = dayValuesFromEntries(entries.data);
    const dayNotes = storedNotes(entries.data);
    if (loadedDate.current !== date) {
      loadedDate.current = date;
      setTexts(textsFromStored(values));
      setEdited(new Set());
      setNotes(dayNotes);
      setNotesEdited(false);
      setShownErrors({});
      setNotesError(null);
      setNotice(null);
      return;
    }
    setTexts(mergeStored(latest.current.texts, latest.current.edited, values));
    if (!latest.current.notesEdited) setNotes(dayNotes);
  }, [entries.data, date]);

  const check = useMemo(() => checkDay(fields, texts), [fields, texts]);
  const notesChanged = notesEdited && notes.trim() !== storedNotes(entries.data ?? NO_ENTRIES).trim();
  /** Something typed that a save would send: leaving the day would drop it. */
  const unsaved = hasUnsaved(edited, check.values, stored, notesChanged);

  // Closing or reloading the tab with unsaved figures asks the browser's own question.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const onChange = (name: string, text: string) => {
    setTexts((previous) => ({ ...previous, [name]: text }));
    setEdited((previous) => (previous.has(name) ? previous : new Set([...previous, name])));
    setNotice(null);
    // A shown refusal goes as soon as the value is right; a new one waits for the field to be left.
    if (shownErrors[name]) setShownErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const onBlur = (name: string) => {
    const refusal = check.refusals[name];
    if (refusal) setShownErrors((previous) => ({ ...previous, [name]: refusal }));
  };
  const onNotesChange = (text: string) => {
    setNotes(text);
    setNotesEdited(true);
    setNotice(null);
  };

  const send = (writes: DailyWrite[]) => {
    const sent = { ...latest.current.texts };
    const sentNotes = latest.current.notes;
    save.mutate(
      { entries: writes },
      {
        onSuccess: () => {
          // What was sent is now the stored figure (an emptied field reads 0), and the field is no longer
          // the rep's own; a field typed again while saving stays the rep's. (The day's figures may have
          // been read again before this runs: the save's invalidation is awaited first.)
          const settled = writes.filter((w) => latest.current.texts[w.metricName] === sent[w.metricName]);
          setTexts((previous) => ({
            ...previous,
            ...Object.fromEntries(settled.map((w) => [w.metricName, textFromStored(w.value)])),
          }));
          setEdited((previous) => new Set([...previous].filter((name) => latest.current.texts[name] !== sent[name])));
          if (latest.current.notes === sentNotes) setNotesEdited(false);
          toast({ title: "Success", description: "Daily metrics saved successfully!" });
        },
        onError: (error) => toast({ variant: "destructive", title: "Error", description: failureMessage(error) }),
      },
    );
  };

  /** Sends what the plan keeps after the rep's answers; a kept field shows its stored figure again. */
  const finish = (plan: SavePlan, kept: readonly string[]) => {
    setLowering(null);
    if (kept.length > 0) {
      setTexts((previous) => {
        const next = { ...previous };
        for (const name of kept) next[name] = String(stored[name] ?? "");
        return next;
      });
      setEdited((previous) => new Set([...previous].filter((name) => !kept.includes(name))));
    }
    const writes = keepStored(plan, new Set(kept), stored, notesChanged);
    if (writes.length === 0) {
      setNotice("kept");
      return;
    }
    send(writes);
  };

  /** After the refusals and the outlier questions: plan the save, and ask about each lowered total. */
  const proceed = () => {
    setOutliers([]);
    const plan = planSave({
      fieldNames: fields.map((f) => f.name),
      values: check.values,
      stored,
      date,
      notes,
      notesChanged,
    });
    if (plan.writes.length === 0) {
      setNotice(Object.keys(check.values).length === 0 && Object.keys(stored).length === 0 ? "empty" : "unchanged");
      return;
    }
    if (plan.lowered.length > 0) {
      setLowering({ plan, index: 0, kept: [] });
      return;
    }
    send(plan.writes);
  };

  const submit = () => {
    if (dateRefusal) return;
    setShownErrors(check.refusals);
    const refused = fields.find((f) => check.refusals[f.name]);
    const notesCheck = notesSchema.safeParse(notes);
    setNotesError(notesCheck.success ? null : (notesCheck.error.issues[0]?.message ?? "Notes cannot be saved."));
    if (refused) {
      focusField(refused.name);
      return;
    }
    if (!notesCheck.success) {
      focusNotes();
      return;
    }
    if (check.questions.length > 0) {
      setOutliers(check.questions);
      return;
    }
    proceed();
  };

  const fixOutlier = () => {
    const first = outliers[0];
    setOutliers([]);
    if (first) focusField(first.field);
  };

  /** The rep's answer about the lowered field asked now: Replace sends it, Keep leaves the stored figure. */
  const answerLowered = (replace: boolean) => {
    if (!lowering) return;
    const asked = lowering.plan.lowered[lowering.index];
    const kept = replace || !asked ? lowering.kept : [...lowering.kept, asked.name];
    if (lowering.index + 1 < lowering.plan.lowered.length) {
      setLowering({ ...lowering, index: lowering.index + 1, kept });
      return;
    }
    finish(lowering.plan, kept);
  };
  const loweredAsked: LoweredField | null = lowering ? (lowering.plan.lowered[lowering.index] ?? null) : null;

  return {
    unsaved,
    entries,
    save,
    sections,
    fields,
    definitions,
    preferences,
    texts,
    leads,
    notes,
    check,
    shownErrors,
    notesError,
    notice,
    outliers,
    loweredAsked,
    onChange,
    onBlur,
    onNotesChange,
    submit,
    saveAnyway: proceed,
    fixOutlier,
    answerLowered,
  };
}
