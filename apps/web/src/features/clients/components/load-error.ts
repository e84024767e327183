import { HttpError } from "@/lib/api-client";

/** What went wrong, in words a rep can act on (never the raw "500: …"). */
export function loadErrorSentence(error: Error | null | undefined): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 403) return "Your session may have ended. Sign in again to see your leads.";
    if (error.status === 429) return "Too many requests just now. Wait a moment, then try again.";
    if (error.status >= 500) return "Measured could not answer just now. Your leads are safe; try again in a moment.";
    return "This request could not be answered. Try again, or change the search.";
  }
  return "Measured could not be reached. Check your connection, then try again.";
}
