import { LEAD_FLAG_NAMES, NO_LEAD_FLAGS } from "@measured/core";
import type { Client, LeadDialogInput } from "../api/client-schema";

/** The dialog's starting values: the lead's, or a blank lead (texts as "", an unset date as null). */
export function leadFormValues(lead: Client | null): LeadDialogInput {
  const flags = { ...NO_LEAD_FLAGS };
  if (lead) for (const name of LEAD_FLAG_NAMES) flags[name] = lead[name];
  return {
    firstName: lead?.firstName ?? "",
    lastName: lead?.lastName ?? "",
    email: lead?.email ?? "",
    phone: lead?.phone ?? "",
    address: lead?.address ?? "",
    leadSource: lead?.leadSource ?? "",
    status: lead?.status ?? "lead",
    notes: lead?.notes ?? "",
    nextFollowUpDate: lead?.nextFollowUpDate ?? null,
    appointmentSetDate: lead?.appointmentSetDate ?? null,
    appointmentSetForDate: lead?.appointmentSetForDate ?? null,
    ...flags,
  };
}
