/** The leads' shapes come from core (leads-api, decision 026). */
export {
  type Client,
  type ClientsSummary as ClientSummary,
  clientSchema,
  clientsSummarySchema as clientSummarySchema,
  type LeadDialogInput,
  type LeadDialogValues,
} from "@measured/core";
