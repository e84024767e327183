import { encodeFinanceCursor, type FinanceCursor, PAGE_SIZE } from "@measured/core";
import type { FastifyReply } from "fastify";
import type { LedgerPageQuery } from "../../services/finance/ledger-pages";

/** A ledger list's query as the schema read it. */
export interface LedgerListQuery {
  from?: string;
  to?: string;
  limit?: number;
  cursor?: FinanceCursor;
}

/** The service's page query: the default page size unless one was asked for. */
export const pageQuery = ({ from, to, limit = PAGE_SIZE.default, cursor }: LedgerListQuery): LedgerPageQuery => ({
  from,
  to,
  limit,
  after: cursor,
});

/**
 * The body stays an array (the spec's client reads one); the next page, when there is one, is named in
 * `x-next-cursor` and a `link` header with the same days and limit, as GET /api/appointments does.
 */
export function nameNextPage(reply: FastifyReply, path: string, query: LedgerListQuery, next: FinanceCursor | null): void {
  if (!next) return;
  const cursor = encodeFinanceCursor(next);
  const params = new URLSearchParams({
    ...(query.from !== undefined ? { from: query.from } : {}),
    ...(query.to !== undefined ? { to: query.to } : {}),
    ...(query.limit !== undefined ? { limit: String(query.limit) } : {}),
    cursor,
  });
  reply.header("x-next-cursor", cursor).header("link", `<${path}?${params}>; rel="next"`);
}
