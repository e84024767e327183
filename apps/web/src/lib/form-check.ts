import type { z } from "zod";

/** A form's messages, one per field (the first the schema gave), by the request's field name. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * Checks a request body with core's own request schema, the rule the API applies, before it is sent:
 * null when it passes, else each field's first message.
 */
export function checkBody(schema: z.ZodType, body: unknown): FieldMessages | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const messages: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The first message of each field of a 400 answer's `errors`, for the fields the form shows. */
export function pickServerMessages(errors: Record<string, string[]>, fields: readonly string[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const field of fields) {
    const first = errors[field]?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}

/** The fields of `body` that differ from `before`: what an edit sends (PATCH), so it undoes nothing changed elsewhere. */
export function changedFields<T extends Record<string, unknown>>(body: T, before: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(body) as (keyof T)[]) {
    if (JSON.stringify(body[key]) !== JSON.stringify(before[key])) changed[key] = body[key];
  }
  return changed;
}
