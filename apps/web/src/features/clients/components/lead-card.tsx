import { earnsRevenue } from "@measured/core";
import { CalendarClock, CalendarPlus, Pencil, Trash2 } from "lucide-react";
import { leadName } from "@/components/lead/lead-name";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatShortDate } from "@/lib/format";
import { useHydrated } from "@/lib/use-hydrated";
import type { Client } from "../api/client-schema";
import { ContactActions } from "./contact-actions";
import { LeadStatusBadge } from "./lead-status-badge";
import { ProcessDots } from "./process-dots";

export { leadName };

export function followUpLine(date: string, today: string): string {
  if (date === today) return "Follow up today";
  const when = formatShortDate(date, today.slice(0, 4));
  return date < today ? `Follow-up overdue since ${when}` : `Follow up on ${when}`;
}

interface LeadCardProps {
  lead: Client;
  today: string;
  onEdit: (lead: Client) => void;
  onDelete: (lead: Client) => void;
  /** Book an appointment on this lead (decision 041). */
  onBook: (lead: Client) => void;
  /** Add Revenue for a signed lead (its commission); absent where revenue cannot be added. */
  onAddRevenue?: (lead: Client) => void;
}

/** A lead on the Leads list: who, where in the funnel, how to reach them, and edit or delete. */
export function LeadCard({ lead, today, onEdit, onDelete, onBook, onAddRevenue }: LeadCardProps) {
  // A server-rendered card is on screen before its handlers are: a tap then would be lost, so its buttons
  // say they are not ready until the page has hydrated.
  const hydrated = useHydrated();
  const name = leadName(lead);
  const details = [lead.phone, lead.email, lead.address].filter((d): d is string => Boolean(d?.trim()));
  return (
    <Card className="grid gap-3 p-4" role="article" aria-label={name}>
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold break-words">{name}</h3>
          <LeadStatusBadge status={lead.leadStatus} />
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} disabled={!hydrated} onClick={() => onEdit(lead)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={`Delete ${name}`}
            disabled={!hydrated}
            onClick={() => onDelete(lead)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ProcessDots flags={lead} />
      {details.length > 0 ? (
        <ul className="grid gap-0.5 text-sm text-muted-foreground">
          {details.map((detail) => (
            <li key={detail} className="break-words">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      {lead.nextFollowUpDate ? (
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          {followUpLine(lead.nextFollowUpDate, today)}
        </p>
      ) : null}
      <ContactActions name={name} phone={lead.phone} email={lead.email} address={lead.address} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-label={`Book appointment with ${name}`} disabled={!hydrated} onClick={() => onBook(lead)}>
          <CalendarPlus aria-hidden="true" />
          Book appointment
        </Button>
        {onAddRevenue && earnsRevenue(lead.leadStatus) ? (
          <Button
            variant="outline"
            aria-label={`Add revenue from ${name}`}
            disabled={!hydrated}
            onClick={() => onAddRevenue(lead)}
          >
            Add Revenue
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
