import { downloadFile } from "@/lib/download-file";

/** GET /api/clients/export: every lead as CSV, saved by the browser under the server's file name. */
export const exportLeads = () => downloadFile("/api/clients/export", "measured-leads.csv");
