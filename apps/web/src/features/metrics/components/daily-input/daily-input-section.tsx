import { type EntryField, type EntrySection, takesDecimals } from "@measured/core";
import { Calculator, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Stepper } from "@/components/ui/stepper";
import { type LeadsLine, leadsLine } from "./from-leads";

interface SectionProps {
  section: EntrySection;
  texts: Readonly<Record<string, string>>;
  values: Readonly<Record<string, number>>;
  /** The day's part from the rep's leads, by metric (from-leads.ts). */
  leads: Readonly<Record<string, number>>;
  errors: Readonly<Record<string, string>>;
  warnings: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (name: string, text: string) => void;
  onBlur: (name: string) => void;
}

/** "Deals Closed from Knocks" within Deals Closed reads "from Knocks". */
const shortPartName = (part: string) => part.replace(/^.*?\bfrom\b/, "from");

const fmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** One card per section: its fields as compact rows, then any total computed from them. */
export function DailyInputSection({ section, texts, values, leads, errors, warnings, disabled, onChange, onBlur }: SectionProps) {
  const headingId = useId();
  const lone = section.fields.length === 1 ? section.fields[0] : undefined;
  // A lone field named like its section: the heading is its label, so the name is not said twice.
  const headingIsLabel = lone !== undefined && lone.name === section.title;
  return (
    <Card className="mb-3 grid break-inside-avoid gap-3 p-4" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold leading-tight">
        {headingIsLabel ? null : section.title}
        {headingIsLabel && lone ? <FieldRowLabelTarget field={lone} /> : null}
      </h2>
      <div className="grid gap-3">
        {section.fields.map((field) => (
          <FieldRow
            key={field.name}
            field={field}
            primary={section.id !== "other" && field.unit !== "hours"}
            hideLabel={headingIsLabel}
            text={texts[field.name] ?? ""}
            fromLeads={leadsLine(field.name, values[field.name], leads[field.name])}
            error={errors[field.name]}
            warning={warnings[field.name]}
            disabled={disabled}
            onChange={onChange}
            onBlur={onBlur}
          />
        ))}
      </div>
      {section.computedTotals.map((total) => {
        const own = section.fields.some((f) => f.name === total.name) ? [total.name] : [];
        const terms = [...own, ...total.parts];
        const sum = terms.reduce((s, n) => s + (values[n] ?? 0), 0);
        const breakdown = terms
          .map((n) => `${fmt.format(values[n] ?? 0)} ${n === total.name ? "entered as total" : shortPartName(n)}`)
          .join(" + ");
        // A total the leads feed (Deals Closed from Knocks and from Tags): the leads' part goes beside the typed sum.
        const fromLeads = leadsLine(total.name, sum, leads[total.name]);
        return (
          <div key={total.name} className="grid gap-1">
            <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="computed-total">
              <Calculator className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{total.name}</span>{" "}
                <span className="text-muted-foreground">(computed: {breakdown})</span>
              </span>
              <span className="text-lg font-semibold tabular-nums">{fmt.format(sum)}</span>
            </p>
            {fromLeads ? <FromLeadsLine line={fromLeads} /> : null}
          </div>
        );
      })}
    </Card>
  );
}

/** The heading of a lone field's card, as that field's label. */
function FieldRowLabelTarget({ field }: { field: EntryField }) {
  return <label htmlFor={fieldInputId(field.name)}>{field.name}</label>;
}

/** Ids from names, stable across renders so the heading can label the input. */
export const fieldInputId = (name: string) => `daily-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The unit under the label, unless it is a count or the name says it already ("Hours Worked"). */
const saysUnit = (field: EntryField) =>
  field.unit !== "count" && !field.name.toLowerCase().includes(field.unit.replace(/s$/, "").toLowerCase());

interface FieldRowProps {
  field: EntryField;
  primary: boolean;
  hideLabel: boolean;
  text: string;
  fromLeads: LeadsLine | null;
  error: string | undefined;
  warning: string | undefined;
  disabled: boolean;
  onChange: (name: string, text: string) => void;
  onBlur: (name: string) => void;
}

function FieldRow({ field, primary, hideLabel, text, fromLeads, error, warning, disabled, onChange, onBlur }: FieldRowProps) {
  const id = fieldInputId(field.name);
  const messageId = `${id}-message`;
  const leadsId = `${id}-leads`;
  const message = error ?? warning;
  return (
    <div className="grid gap-1">
      <div className="flex items-start justify-between gap-3">
        <span className={`grid min-w-0 content-center ${primary ? "min-h-14" : "min-h-11"}`}>
          {hideLabel ? null : (
            <Label htmlFor={id} className="break-words">
              {field.name}
            </Label>
          )}
          {saysUnit(field) ? <span className="text-xs text-muted-foreground">{field.unit}</span> : null}
        </span>
        <Stepper
          id={id}
          name={field.name}
          value={text}
          onValueChange={(next) => onChange(field.name, next)}
          onBlur={() => onBlur(field.name)}
          step={field.increments[0] ?? 1}
          jumps={field.increments.slice(1)}
          primary={primary}
          decimals={takesDecimals(field)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[message ? messageId : "", fromLeads ? leadsId : ""].filter(Boolean).join(" ") || undefined}
        />
      </div>
      {fromLeads ? <FromLeadsLine id={leadsId} line={fromLeads} /> : null}
      {error ? (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      ) : warning ? (
        <p id={messageId} className="flex gap-1.5 text-sm text-foreground">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-chart-7" aria-hidden="true" />
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** "+ 1 from your leads" and the day's figure, typed + leads (decision 044). */
function FromLeadsLine({ id, line }: { id?: string; line: LeadsLine }) {
  return (
    <p id={id} className="grid gap-0.5 text-sm" data-testid="from-leads">
      <span className="font-semibold text-foreground">{line.added}</span>
      <span className="text-muted-foreground">{line.sum}</span>
    </p>
  );
}
