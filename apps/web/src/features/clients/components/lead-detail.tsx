import { earnsRevenue } from "@measured/core";
import { CalendarClock, CalendarPlus, DollarSign, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { LeadAppointments } from "@/components/appointments/lead-appointments";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { mapsUrl } from "@/lib/maps-url";
import type { Client } from "../api/client-schema";
import { followUpLine, leadName } from "./lead-card";
import { LeadStatusBadge } from "./lead-status-badge";
import { ProcessDots } from "./process-dots";

/** What a `tel:` link may carry: digits and a leading +. */
const dialable = (phone: string) => (phone.trim().startsWith("+") ? "+" : "") + phone.replace(/\D/g, "");
const linkClass = "break-words text-primary underline-offset-2 hover:underline";

/** A label and its value on one line, the label right beside it (no label far from its value). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-baseline gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

interface LeadDetailProps {
  lead: Client;
  today: string;
  onEdit: (lead: Client) => void;
  onDelete: (lead: Client) => void;
  onBook: (lead: Client) => void;
  onAddRevenue?: (lead: Client) => void;
}

/** The lead chosen in the table, beside it (issue 21, decision 045): the card's facts and actions, and its appointments. */
export function LeadDetail({ lead, today, onEdit, onDelete, onBook, onAddRevenue }: LeadDetailProps) {
  const name = leadName(lead);
  const phone = lead.phone?.trim() ?? "";
  const email = lead.email?.trim() ?? "";
  const address = lead.address?.trim() ?? "";
  return (
    <Card className="grid gap-4 p-4 text-sm" role="article" aria-label={name}>
      <div className="grid gap-1.5">
        <h3 className="text-base font-semibold break-words">{name}</h3>
        <LeadStatusBadge status={lead.leadStatus} />
      </div>
      <ProcessDots flags={lead} className="grid-cols-2 gap-y-2 xl:grid-cols-4" />
      {phone || email || address || lead.leadSource ? (
        <dl className="grid gap-1.5">
          {phone ? (
            <Row label="Phone">
              <span className="flex flex-wrap gap-x-3">
                <a className={linkClass} href={`tel:${dialable(phone)}`} aria-label={`Call ${name}`}>
                  {phone}
                </a>
                <a className={linkClass} href={`sms:${dialable(phone)}`} aria-label={`Text ${name}`}>
                  Text
                </a>
              </span>
            </Row>
          ) : null}
          {email ? (
            <Row label="Email">
              <a
                className={linkClass}
                href={`mailto:${encodeURIComponent(email).replace("%40", "@")}`}
                aria-label={`E-mail ${name}`}
              >
                {email}
              </a>
            </Row>
          ) : null}
          {address ? (
            <Row label="Address">
              <a
                className={linkClass}
                href={mapsUrl(address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${name}'s address in Maps`}
              >
                {address}
              </a>
            </Row>
          ) : null}
          {lead.leadSource ? <Row label="Source">{lead.leadSource}</Row> : null}
        </dl>
      ) : null}
      {lead.nextFollowUpDate ? (
        <p className="flex items-center gap-1.5">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          {followUpLine(lead.nextFollowUpDate, today)}
        </p>
      ) : null}
      {lead.notes?.trim() ? (
        <div className="grid gap-1">
          <h4 className="font-semibold">Notes</h4>
          <p className="break-words whitespace-pre-line">{lead.notes}</p>
        </div>
      ) : null}
      <LeadAppointments clientId={lead.id} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-label={`Edit ${name}`} onClick={() => onEdit(lead)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" aria-label={`Book appointment with ${name}`} onClick={() => onBook(lead)}>
          <CalendarPlus aria-hidden="true" />
          Book appointment
        </Button>
        {onAddRevenue && earnsRevenue(lead.leadStatus) ? (
          <Button variant="outline" aria-label={`Add revenue from ${name}`} onClick={() => onAddRevenue(lead)}>
            <DollarSign aria-hidden="true" />
            Add Revenue
          </Button>
        ) : null}
        <Button variant="ghost" className="text-destructive" aria-label={`Delete ${name}`} onClick={() => onDelete(lead)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
