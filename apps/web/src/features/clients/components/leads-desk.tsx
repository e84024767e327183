import type { ClientSort } from "@measured/core";
import { useCallback, useState } from "react";
import type { Client } from "../api/client-schema";
import type { LeadFilters } from "../api/get-clients";
import { LeadDetail } from "./lead-detail";
import { LeadsTable } from "./leads-table";

interface LeadsDeskProps {
  filters: Pick<LeadFilters, "q" | "status">;
  today: string;
  onEdit: (lead: Client) => void;
  onDelete: (lead: Client) => void;
  onBook: (lead: Client) => void;
  onAddRevenue?: (lead: Client) => void;
  onClearFilters: () => void;
}

/**
 * Leads from 1,024 px (issue 21, decision 045): master and detail. The table on the left, the lead
 * chosen in it beside it; until one is chosen, the first row's. Loaded only on a wide screen.
 */
export function LeadsDesk({ filters, today, onEdit, onDelete, onBook, onAddRevenue, onClearFilters }: LeadsDeskProps) {
  const [sort, setSort] = useState<ClientSort>("newest");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [rows, setRows] = useState<Client[]>([]);
  const onRows = useCallback((next: Client[]) => setRows(next), []);
  // The chosen lead as the list now has it (an edit shows at once); gone from the list, the first row.
  const selected = rows.find((r) => r.id === selectedId) ?? rows[0] ?? null;
  return (
    <div
      className={
        selected ? "grid grid-cols-[minmax(0,1fr)_15rem] items-start gap-3 xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-4" : "grid"
      }
    >
      <LeadsTable
        filters={filters}
        sort={sort}
        onSortChange={setSort}
        selectedId={selected?.id ?? null}
        onSelect={(lead) => setSelectedId(lead.id)}
        onRows={onRows}
        today={today}
        onClearFilters={onClearFilters}
      />
      {selected ? (
        <div className="sticky top-4">
          <LeadDetail
            lead={selected}
            today={today}
            onEdit={onEdit}
            onDelete={onDelete}
            onBook={onBook}
            onAddRevenue={onAddRevenue}
          />
        </div>
      ) : null}
    </div>
  );
}
