import type { ApiError } from "@measured/core";
import type { z } from "zod";
import { getAuthToken } from "./auth-token";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Thrown for every non-OK answer. The message keeps the spec's format
 * `${status}: ${bodyText || statusText}` (spec sections 7 and 8).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.bodyText = bodyText;
  }
}

export interface RequestOptions {
  body?: unknown;
  /** A file sent as it is (a receipt photo), with its own type; instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a retried write runs once, and an undo can name it. */
  idempotencyKey?: string;
}

/** Sends one JSON request (or one file) with cookies and, when stored, the bearer token. */
export async function apiRequest(method: Method, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.file) headers["Content-Type"] = options.file.type || "application/octet-stream";
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  const response = await fetch(url, {
    method,
    headers,
    body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    credentials: "include",
    signal: options.signal,
  });
  if (!response.ok) {
    const bodyText = await response.text().catch(() => "");
    throw new HttpError(response.status, response.statusText, bodyText);
  }
  return response;
}

/** Sends a request and checks the JSON answer against a schema from @measured/core. */
export async function apiJson<S extends z.ZodType>(
  method: Method,
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await apiRequest(method, url, options);
  return schema.parse(await response.json());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON error body (`{ message, errors? }`), checked by hand: this module is in the
 * entry chunk, and zod (about 35 KB gzip) stays out of it (landing-page budget).
 */
function errorBody(error: unknown): ApiError | undefined {
  if (!(error instanceof HttpError) || !error.bodyText) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    return undefined;
  }
  if (!isRecord(body) || typeof body.message !== "string") return undefined;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === "string");
    }
  }
  return { message: body.message, errors };
}

/** The `message` of a JSON error body (`{ message, errors? }`), when there is one. */
export function serverMessage(error: unknown): string | undefined {
  return errorBody(error)?.message || undefined;
}

/** The per-field messages of a 400 answer (`errors: { field: [messages] }`), when there are any. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return errorBody(error)?.errors ?? {};
}

/** Spec section 6: an error whose message reads `401: ... Unauthorized` means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}
