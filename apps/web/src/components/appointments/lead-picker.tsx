import type { Client } from "@measured/core";
import { Search, UserPlus } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useLeadSearch } from "./api/search-leads";

/** The search is sent once the rep stops typing for this long (the Leads page's pause, decision 028). */
const SEARCH_PAUSE_MS = 300;

export interface PickedLead {
  id: number;
  name: string;
}

export const leadDisplayName = (lead: Pick<Client, "firstName" | "lastName">) => `${lead.firstName} ${lead.lastName}`.trim();

interface LeadPickerProps {
  /** A lead the rep has, picked from the matches. */
  onPick: (lead: PickedLead) => void;
  /**
   * "New lead": the rep says the lead is not there; the text typed so far names it. Without it the list
   * offers the rep's leads only (revenue names a lead the rep has, or none).
   */
  onNew?: (typed: string) => void;
  error?: string;
  /** The field's label and the line under it. */
  label?: string;
  hint?: string;
}

/**
 * Find the lead first (decision 041): a combobox over GET /api/clients?q= (debounced), its matches and,
 * always last, "New lead", so a lead is made only when the rep says so. The ARIA 1.2 combobox pattern:
 * the focus stays in the box, Arrow keys move the active option, Enter picks it, Escape closes the list.
 */
export function LeadPicker({
  onPick,
  onNew,
  error,
  label = "Lead",
  hint = "Find the lead first, so they are not added twice.",
}: LeadPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(typed, SEARCH_PAUSE_MS).trim();
  const search = useLeadSearch(q);
  const matches = q === "" ? [] : (search.data ?? []);
  const searching = q !== typed.trim() || search.isFetching;
  // The matches, then New lead when offered.
  const count = matches.length + (onNew ? 1 : 0);
  const activeIndex = Math.min(active, count - 1);
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (i: number) => {
    const lead = matches[i];
    setOpen(false);
    if (lead) onPick({ id: lead.id, name: leadDisplayName(lead) });
    else onNew?.(typed.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // Opening the list shows its first option active; once open, the keys move.
      if (!open) return setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (open && count > 0) choose(activeIndex);
      else setOpen(true);
    } else if (event.key === "Escape" && open) {
      // The list closes; the dialog stays (DialogContent lets an open combobox have the key).
      event.preventDefault();
      setOpen(false);
    }
  };

  const status =
    typed.trim() === "" ? "" : searching ? "Searching…" : `${matches.length} matching lead${matches.length === 1 ? "" : "s"}`;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={open && count > 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          autoComplete="off"
          placeholder="Name, phone, email or address"
          className="pl-9"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}{" "}
        <span aria-live="polite" className="sr-only">
          {status}
        </span>
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label="Leads"
        hidden={!open || (count === 0 && q === "")}
        className="grid max-h-64 overflow-y-auto rounded-lg border border-border bg-card p-1"
      >
        {matches.map((lead, i) => (
          // Options are chosen by pointer here and by the keys on the combobox (the focus stays there).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
          <div
            key={lead.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === activeIndex}
            className={cn("grid min-h-11 cursor-pointer rounded-md px-3 py-1.5", i === activeIndex && "bg-muted")}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(i)}
          >
            <span className="font-medium">{leadDisplayName(lead)}</span>
            <span className="truncate text-sm text-muted-foreground">
              {[lead.phone, lead.email, lead.address].filter(Boolean).join(" · ") || "No contact details"}
            </span>
          </div>
        ))}
        {q !== "" && !searching && matches.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">No lead matches “{q}”.</p>
        ) : null}
        {onNew ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
          <div
            id={optionId(matches.length)}
            role="option"
            tabIndex={-1}
            aria-selected={activeIndex === matches.length}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 font-medium text-primary",
              activeIndex === matches.length && "bg-muted",
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(matches.length)}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            {typed.trim() ? `New lead: ${typed.trim()}` : "New lead"}
          </div>
        ) : null}
      </div>
    </div>
  );
}
