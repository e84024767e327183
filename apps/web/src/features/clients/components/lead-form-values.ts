import { LEAD_FLAG_NAMES, NO_LEAD_FLAGS } from "@measured/core";
import type { Client, LeadDialogInput } from "../api/client-schema";

/**
 * The dialog's starting values: the lead's, or a blank lead (texts as "", an unset date as null). The
 * stored status is not among them: the dialog shows the status the flags give (decision 040), and an
 * edit sends only what changed, so a lead's stored status stays as it is.
 */
export function leadFormValues(lead: Client | null): LeadDialogInput {
  const flags = { ...NO_LEAD_FLAGS };
  if (lead) for (const name of LEAD_FLAG_NAMES) flags[name] = lead[name];
  return {
    firstName: lead?.firstName ?? "",
    lastName: lead?.lastName ?? "",
    address: lead?.address ?? "",
    phone: lead?.phone ?? "",
    email: lead?.email ?? "",
    leadSource: lead?.leadSource ?? "",
    notes: lead?.notes ?? "",
    nextFollowUpDate: lead?.nextFollowUpDate ?? null,
    appointmentSetDate: lead?.appointmentSetDate ?? null,
    appointmentSetForDate: lead?.appointmentSetForDate ?? null,
    ...flags,
  };
}
