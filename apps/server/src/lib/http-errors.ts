/** An error the client is meant to see: its status and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/**
 * A 400 about one field of what was sent, answered as validation is: `{ message, errors: { field: [message] } }`;
 * another status when the field is fine but clashes with what is stored (409: a category name the rep has).
 */
export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
    statusCode = 400,
  ) {
    super(statusCode, message);
  }
}
