import { LEAD_FLAG_NAMES, NO_LEAD_FLAGS } from "@measured/core";
import { CLIENT_STATUSES, type Client, type LeadInput } from "../api/client-schema";
import type { LeadPayload } from "../api/create-client";

type ClientStatus = (typeof CLIENT_STATUSES)[number];
const isClientStatus = (s: string): s is ClientStatus => (CLIENT_STATUSES as readonly string[]).includes(s);

/** The dialog's starting values: the lead's, or a blank lead. */
export function leadFormValues(lead: Client | null): LeadInput {
  const flags = { ...NO_LEAD_FLAGS };
  if (lead) for (const name of LEAD_FLAG_NAMES) flags[name] = lead[name];
  return {
    firstName: lead?.firstName ?? "",
    lastName: lead?.lastName ?? "",
    email: lead?.email ?? "",
    phone: lead?.phone ?? "",
    address: lead?.address ?? "",
    leadSource: lead?.leadSource ?? "",
    status: lead && isClientStatus(lead.status) ? lead.status : "lead",
    notes: lead?.notes ?? "",
    nextFollowUpDate: lead?.nextFollowUpDate ?? "",
    ...flags,
  };
}

/** What is sent: the checked values, an unset date as null. */
export function leadPayload(values: LeadInput): LeadPayload {
  return { ...values, nextFollowUpDate: values.nextFollowUpDate || null };
}
