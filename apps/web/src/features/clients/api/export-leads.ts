import { apiRequest } from "@/lib/api-client";

/** GET /api/clients/export: every lead as CSV, saved by the browser under the server's file name. */
export async function exportLeads(): Promise<void> {
  const response = await apiRequest("GET", "/api/clients/export");
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "measured-leads.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give the browser a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
