import { apiRequest } from "./api-client";

/**
 * GETs a file the server streams (an export) and hands it to the browser's downloads under the server's
 * file name (its Content-Disposition), else `fallbackName`. Rejects as apiRequest does (the API's message).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiRequest("GET", path);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
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
