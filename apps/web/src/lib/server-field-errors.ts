import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { serverFieldErrors } from "./api-client";

/**
 * Puts a 400 answer's field messages (`errors: {"client.name": [...]}`) under the form's own fields, so a
 * value the browser let through and the server refused (an invisible character, say) is named where it
 * was typed. `fields` maps the API's field paths to the form's names. True when any message was placed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>>,
): boolean {
  let placed = false;
  for (const [apiField, messages] of Object.entries(serverFieldErrors(error))) {
    const field = fields[apiField];
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: "server", message });
    placed = true;
  }
  return placed;
}
