/** The leads' shapes come from core (leads-api, decision 026); the dialog's status choices live here. */
export {
  type Client,
  type ClientsSummary as ClientSummary,
  clientSchema,
  clientsSummarySchema as clientSummarySchema,
  type LeadDialogInput,
  type LeadDialogValues,
} from "@measured/core";

/** The stored statuses the dialog offers (spec section 4: lead by default; prospect and closed are shown too). */
export const CLIENT_STATUSES = ["lead", "prospect", "customer", "closed"] as const;
