import {
  type ImportLeadsReport,
  importParts,
  LEAD_CSV_COLUMNS,
  type LeadCsvField,
  leadFromCsvValues,
  missingNameColumns,
  UNREADABLE_MARK,
} from "@measured/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { leadHref } from "@/components/figure-records/lead-href";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { serverMessage } from "@/lib/api-client";
import { formatCount } from "@/lib/format";
import { invalidateLeadQueries } from "@/lib/lead-query-keys";
import { importLeadsPart } from "../api/import-leads";
import { LEADS_FILE_ENCODINGS, type LeadsFileEncoding } from "../csv/decode-leads-file";
import { type LeadsFile, LeadsFileError, readLeadsFile } from "../csv/read-leads-file";
import { firstUnreadableCell } from "../csv/unreadable-cells";

type Step =
  | { name: "choose"; problem?: string }
  | { name: "reading" }
  | { name: "preview"; file: LeadsFile }
  | { name: "importing"; done: number; total: number }
  | { name: "report"; report: ImportLeadsReport; stopped?: string };

const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(LEAD_CSV_COLUMNS.map((c) => [c.field, c.header])),
  name: "Name (split into first and last)",
};
const PREVIEW_ROWS = 5;

/**
 * Import leads from a CSV (issue 11, decision 031): choose a file, see how its columns were matched and
 * its first rows, then import in parts with a progress bar; the report lists each refused row and why.
 */
export function ImportLeadsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "choose" });
  const inputId = useId();
  const close = (next: boolean) => {
    if (step.name === "importing") return; // a part in flight finishes first
    if (!next) setStep({ name: "choose" });
    onOpenChange(next);
  };

  const read = async (source: File | Uint8Array | undefined, encoding?: LeadsFileEncoding) => {
    if (!source) return;
    setStep({ name: "reading" });
    try {
      setStep({ name: "preview", file: await readLeadsFile(source, encoding) });
    } catch (error) {
      setStep({ name: "choose", problem: error instanceof LeadsFileError ? error.message : "This file could not be read." });
    }
  };

  const run = async (file: LeadsFile) => {
    const total = file.rows.length;
    const report: ImportLeadsReport = { created: 0, duplicates: 0, refused: [], alreadyThere: [] };
    setStep({ name: "importing", done: 0, total });
    let stopped: string | undefined;
    const encoder = new TextEncoder();
    let done = 0;
    for (const part of importParts(file.rows, (row) => encoder.encode(JSON.stringify(row)).length)) {
      try {
        const answer = await importLeadsPart(part);
        report.created += answer.created;
        report.duplicates += answer.duplicates;
        report.refused.push(...answer.refused);
        report.alreadyThere.push(...answer.alreadyThere);
      } catch (error) {
        // Parts already sent are saved; sending the same file again adds only what is missing.
        stopped = `${serverMessage(error) ?? "The import stopped: check your connection."} Rows from line ${part[0]?.line ?? "?"} on were not imported; import the same file again to add them (nothing is added twice).`;
        break;
      }
      done += part.length;
      setStep({ name: "importing", done, total });
    }
    await invalidateLeadQueries(queryClient);
    setStep({ name: "report", report, stopped });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import leads from CSV</DialogTitle>
          <DialogDescription>
            A spreadsheet saved as CSV with a header row: First Name (Last Name optional) or Name, and any of Address, Phone,
            Email, Lead Source, Status, Notes, Next Follow-up and the stage columns.
          </DialogDescription>
        </DialogHeader>
        {step.name === "choose" ? (
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:text-foreground"
              onChange={(event) => void read(event.target.files?.[0])}
            />
            {step.problem ? (
              <p role="alert" className="text-sm text-destructive">
                {step.problem}
              </p>
            ) : null}
          </div>
        ) : step.name === "reading" ? (
          <p className="text-sm" aria-live="polite">
            Reading the file…
          </p>
        ) : step.name === "preview" ? (
          <ImportPreview file={step.file} onEncoding={(encoding) => void read(step.file.bytes, encoding)} />
        ) : step.name === "importing" ? (
          <Progress
            label={`Importing: ${step.done.toLocaleString()} of ${step.total.toLocaleString()} rows`}
            value={step.total ? step.done / step.total : 1}
          />
        ) : (
          <ImportReport report={step.report} stopped={step.stopped} onOpenLead={() => close(false)} />
        )}
        <DialogFooter>
          {step.name === "preview" ? (
            <>
              <Button variant="outline" onClick={() => setStep({ name: "choose" })}>
                Choose another file
              </Button>
              <Button
                disabled={missingNameColumns(step.file.match) || step.file.rows.length === 0}
                onClick={() => void run(step.file)}
              >
                Import {formatCount(step.file.rows.length, "row", "rows")}
              </Button>
            </>
          ) : step.name === "report" ? (
            <Button onClick={() => close(false)}>Done</Button>
          ) : (
            <Button variant="outline" disabled={step.name === "importing"} onClick={() => close(false)}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Progress({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <div className="grid gap-2" aria-live="polite">
      <span id={id} className="text-sm">
        {label}
      </span>
      <progress aria-labelledby={id} max={1} value={value} className="h-2 w-full accent-primary" />
    </div>
  );
}

function ImportPreview({ file, onEncoding }: { file: LeadsFile; onEncoding: (encoding: LeadsFileEncoding) => void }) {
  const fields = [...file.match.fields.entries()];
  const checked = useMemo(() => file.rows.map((row) => leadFromCsvValues(row.values)), [file]);
  const unreadable = useMemo(() => firstUnreadableCell(file), [file]);
  const refused = checked.filter((r) => !r.ok).length;
  const noNames = missingNameColumns(file.match);
  const encodingId = useId();
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-1 sm:flex sm:items-center sm:gap-3">
        <label htmlFor={encodingId} className="font-medium">
          Encoding
        </label>
        <select
          id={encodingId}
          value={file.encoding}
          onChange={(event) => onEncoding(event.target.value as LeadsFileEncoding)}
          className="min-h-11 rounded-md border border-input bg-background px-3"
        >
          {LEADS_FILE_ENCODINGS.map((encoding) => (
            <option key={encoding.id} value={encoding.id}>
              {encoding.label}
            </option>
          ))}
        </select>
      </div>
      {unreadable ? (
        <p role="alert" className="text-destructive">
          Line {unreadable.line}, {unreadable.header}: "{unreadable.text}" has characters this encoding cannot read (shown as{" "}
          {UNREADABLE_MARK}). Choose the encoding the file was saved in; rows with such characters are refused.
        </p>
      ) : null}
      {noNames ? (
        <p role="alert" className="text-destructive">
          This file has no First Name column and no Name column: add one to the header row.
        </p>
      ) : (
        <p>
          {formatCount(file.rows.length, "row", "rows")}: {(file.rows.length - refused).toLocaleString()}{" "}
          {file.rows.length - refused === 1 ? "looks" : "look"} ready
          {refused > 0 ? `, ${refused.toLocaleString()} will be refused (the report lists why)` : ""}. Leads you already have are
          not added again.
        </p>
      )}
      <div className="grid gap-1">
        <h3 className="font-medium">Columns</h3>
        <ul className="grid gap-0.5">
          {fields.map(([index, field]) => (
            <li key={index}>
              {file.headers[index]} → {FIELD_LABELS[field as LeadCsvField] ?? field}
            </li>
          ))}
          {file.match.ignored.map((header) => (
            <li key={`ignored-${header}`} className="text-muted-foreground">
              {header} → not imported
            </li>
          ))}
        </ul>
      </div>
      {fields.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-medium">First rows</h3>
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-left text-xs">
              <thead className="bg-muted">
                <tr>
                  <th className="px-2 py-1">Line</th>
                  {fields.map(([index]) => (
                    <th key={index} className="px-2 py-1 whitespace-nowrap">
                      {file.headers[index]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {file.rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.line} className="border-t">
                    <td className="px-2 py-1">{row.line}</td>
                    {fields.map(([index, field]) => (
                      <td key={index} className="max-w-48 truncate px-2 py-1">
                        {row.values[field] ?? ""}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ImportReport({ report, stopped, onOpenLead }: { report: ImportLeadsReport; stopped?: string; onOpenLead: () => void }) {
  return (
    <div className="grid gap-3 text-sm" aria-live="polite">
      <p className="font-medium">
        {formatCount(report.created, "lead", "leads")} added. {report.duplicates.toLocaleString()} already in your leads.{" "}
        {formatCount(report.refused.length, "row", "rows")} refused.
      </p>
      {stopped ? (
        <p role="alert" className="text-destructive">
          {stopped}
        </p>
      ) : null}
      {report.refused.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-medium">Refused rows</h3>
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2">
            {report.refused.map((row) => (
              <li key={row.line}>
                <span className="font-medium">Line {row.line}:</span> {row.errors.join(" · ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.alreadyThere.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-medium">Already in your leads</h3>
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2">
            {report.alreadyThere.map((row) => (
              <li key={row.line}>
                <span className="font-medium">Line {row.line}:</span> same as{" "}
                <Link href={leadHref(row.leadId)} onClick={onOpenLead} className="underline underline-offset-2">
                  {row.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
