import type { ClientSort } from "@measured/core";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { formatMoment, formatShortDate } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import type { Client } from "../api/client-schema";
import { type LeadFilters, useClients } from "../api/get-clients";
import { leadName } from "./lead-card";
import { LeadStatusBadge } from "./lead-status-badge";
import { LeadsLoadError, MoreLeads, NoLeadsMatch, useNextPageNearEnd } from "./paged-leads";

type Column = "name" | "follow-up" | "created";

/**
 * A column shown from 1,440 px only. Below it the seven columns do not fit beside the detail (about
 * 470 px of table at 1,024 px, 610 at 1,280): the phone goes under the name, and the address is left to
 * the detail beside the table, with its maps link (decision 048: every column shown fits from 1,024 px).
 */
const WIDE_ONLY = "hidden min-[90rem]:table-cell";

/** Which way each sortable column reads, and the sort a press on its header asks for next. */
function columnState(column: Column, sort: ClientSort): { aria: "ascending" | "descending" | "none"; next: ClientSort } {
  if (column === "created") {
    if (sort === "newest") return { aria: "descending", next: "oldest" };
    if (sort === "oldest") return { aria: "ascending", next: "newest" };
    return { aria: "none", next: "newest" };
  }
  return { aria: sort === column ? "ascending" : "none", next: column };
}

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: Column;
  sort: ClientSort;
  onSort: (sort: ClientSort) => void;
  children: ReactNode;
}) {
  const { aria, next } = columnState(column, sort);
  const Icon = aria === "ascending" ? ArrowUp : aria === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={aria}
      className={cn("p-0 text-left font-medium", column === "name" && "sticky left-0 z-10 bg-card")}
    >
      <button
        type="button"
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-1 text-left hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSort(next)}
      >
        {children}
        <Icon className={cn("size-3.5", aria === "none" && "opacity-50")} aria-hidden="true" />
      </button>
    </th>
  );
}

function Plain({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn("px-1 text-left font-medium xl:px-2", className)}>
      {children}
    </th>
  );
}

/** An empty value reads as a dash (no blank cells), "none" for screen readers. */
function Value({ text }: { text: string | null }) {
  if (text?.trim()) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}

interface LeadsTableProps {
  filters: Pick<LeadFilters, "q" | "status">;
  sort: ClientSort;
  onSortChange: (sort: ClientSort) => void;
  selectedId: number | null;
  onSelect: (lead: Client) => void;
  /** The rows as loaded, so the page can show the selected one beside the table. */
  onRows: (rows: Client[]) => void;
  today: string;
  onClearFilters: () => void;
}

/**
 * Leads on a desktop (issue 21, decision 045): a table sorted on the server, a page of 25 at a time
 * like the cards. Each row's name is a button that selects it; the arrow keys move between rows.
 */
export function LeadsTable({
  filters,
  sort,
  onSortChange,
  selectedId,
  onSelect,
  onRows,
  today,
  onClearFilters,
}: LeadsTableProps) {
  const leads = useClients(sort === "newest" ? filters : { ...filters, sort });
  const timeZone = useTimeZone();
  const year = today.slice(0, 4);
  const end = useNextPageNearEnd(leads);
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = useMemo(() => leads.data?.pages.flatMap((page) => page.clients), [leads.data]);

  useEffect(() => {
    if (rows) onRows(rows);
  }, [rows, onRows]);

  if (leads.isPending)
    return (
      <div
        className="h-96 animate-pulse rounded-xl border bg-muted motion-reduce:animate-none"
        role="status"
        aria-label="Loading leads"
      />
    );
  if (leads.isError) return <LeadsLoadError leads={leads} />;
  if (!rows || rows.length === 0) return <NoLeadsMatch onClearFilters={onClearFilters} />;

  // Up and Down move to the row above or below and show it beside the table.
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = Array.from(body.current?.querySelectorAll<HTMLButtonElement>("button[data-lead]") ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = buttons[event.key === "ArrowDown" ? Math.min(at + 1, buttons.length - 1) : Math.max(at - 1, 0)];
    const lead = rows.find((r) => String(r.id) === to?.dataset.lead);
    if (!to || !lead) return;
    event.preventDefault();
    to.focus();
    onSelect(lead);
  };

  return (
    <div className="grid gap-3" aria-busy={leads.isFetching}>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table className="w-full text-[13px] leading-snug">
          <caption className="sr-only">Your leads. Choose a lead's name to see it beside the table.</caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr className="h-10">
              <SortHeader column="name" sort={sort} onSort={onSortChange}>
                Name
              </SortHeader>
              <Plain>Status</Plain>
              <Plain className={WIDE_ONLY}>Phone</Plain>
              <Plain className={WIDE_ONLY}>Address</Plain>
              <Plain>Appointment set for</Plain>
              <SortHeader column="follow-up" sort={sort} onSort={onSortChange}>
                Next follow-up
              </SortHeader>
              <SortHeader column="created" sort={sort} onSort={onSortChange}>
                Created
              </SortHeader>
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown}>
            {rows.map((lead) => {
              const selected = lead.id === selectedId;
              return (
                <tr
                  key={lead.id}
                  className={cn(
                    "cursor-pointer border-b last:border-b-0 hover:bg-muted/50",
                    selected && "bg-primary-soft hover:bg-primary-soft",
                  )}
                  onClick={() => onSelect(lead)}
                >
                  <td className={cn("sticky left-0 bg-card px-1 py-1.5 font-medium xl:static", selected && "bg-primary-soft")}>
                    <button
                      type="button"
                      data-lead={lead.id}
                      aria-current={selected ? "true" : undefined}
                      className="min-h-9 rounded-md px-1 text-left break-words focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(lead);
                      }}
                    >
                      {leadName(lead)}
                    </button>
                    {lead.phone?.trim() ? (
                      <span className="block px-1 text-xs font-normal whitespace-nowrap text-muted-foreground tabular-nums min-[90rem]:hidden">
                        {lead.phone}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-1 py-1.5 xl:px-1.5">
                    {/* The longest status (Appointment Held) takes two lines below 1,440 px. */}
                    <LeadStatusBadge
                      status={lead.leadStatus}
                      className="rounded-lg whitespace-normal min-[90rem]:rounded-full min-[90rem]:whitespace-nowrap"
                    />
                  </td>
                  <td className={cn("px-1.5 py-1.5 whitespace-nowrap tabular-nums", WIDE_ONLY)}>
                    <Value text={lead.phone} />
                  </td>
                  <td className={cn("max-w-40 px-1.5 py-1.5 break-words", WIDE_ONLY)}>
                    <Value text={lead.address} />
                  </td>
                  {/* The date and the time may take two lines, so the column is as narrow as its header. */}
                  <td className="px-1 py-1.5 xl:px-1.5">
                    <Value
                      text={
                        lead.appointmentSetForDate ? formatMoment(new Date(lead.appointmentSetForDate), year, timeZone) : null
                      }
                    />
                  </td>
                  <td
                    className={cn(
                      "px-1 py-1.5 xl:px-1.5 whitespace-nowrap",
                      lead.nextFollowUpDate && lead.nextFollowUpDate <= today && "font-semibold",
                    )}
                  >
                    <Value text={lead.nextFollowUpDate ? formatShortDate(lead.nextFollowUpDate, year) : null} />
                  </td>
                  <td className="px-1 py-1.5 xl:px-1.5 whitespace-nowrap text-muted-foreground">
                    {formatShortDate(new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(lead.createdAt)), year)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <MoreLeads leads={leads} end={end} />
    </div>
  );
}
