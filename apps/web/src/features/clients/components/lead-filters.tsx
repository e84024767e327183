import { DERIVED_LEAD_STATUSES, type DerivedLeadStatus, LEAD_STATUS_LABELS, TEXT_LIMITS } from "@measured/core";
import { Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/use-hydrated";

interface LeadFiltersProps {
  search: string;
  /** Why the search cannot be sent, if it cannot. */
  searchProblem?: string | null;
  onSearchChange: (search: string) => void;
  status: DerivedLeadStatus | "";
  onStatusChange: (status: DerivedLeadStatus | "") => void;
}

const isStatus = (value: string): value is DerivedLeadStatus => (DERIVED_LEAD_STATUSES as readonly string[]).includes(value);

/** The search box (names, phone, e-mail, address; searched on the server) and the status filter. */
export function LeadFilters({ search, searchProblem, onSearchChange, status, onStatusChange }: LeadFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  const problemId = useId();
  // On a server-rendered leads page, text typed before the page comes alive would be reset to the
  // empty search as React takes the box over: the box waits for it, as the sign-in buttons do.
  const hydrated = useHydrated();
  return (
    <search className="grid gap-3 sm:grid-cols-[1fr_14rem]" aria-label="Find leads">
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search leads</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Name, phone, e-mail or address"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={TEXT_LIMITS.search}
            aria-invalid={searchProblem ? true : undefined}
            aria-describedby={searchProblem ? problemId : undefined}
            value={search}
            disabled={!hydrated}
            onChange={(e) => onSearchChange(e.target.value)}
          />
        </div>
        {searchProblem ? (
          <p id={problemId} className="text-sm text-destructive">
            {searchProblem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <select
          id={statusId}
          className="min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
          value={status}
          disabled={!hydrated}
          onChange={(e) => onStatusChange(isStatus(e.target.value) ? e.target.value : "")}
        >
          <option value="">All statuses</option>
          {DERIVED_LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
