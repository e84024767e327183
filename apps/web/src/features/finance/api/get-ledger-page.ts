import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { financeKeys, LEDGER_PATHS, type LedgerKind, type LedgerRange } from "./finance-keys";
import { type LedgerRowOf, ledgerPageSchemas } from "./ledger-rows";

/** A page a thumb scrolls through in one go; "Show more" asks for the next. */
export const LEDGER_PAGE_SIZE = 25;

export interface LedgerPage<K extends LedgerKind> {
  rows: LedgerRowOf[K][];
  nextCursor: string | null;
}

/** GET /api/{revenue|expenses|mileage}?from=&to=&limit=&cursor=: newest first; the next page's cursor in `x-next-cursor`. */
export async function getLedgerPage<K extends LedgerKind>(
  kind: K,
  range: LedgerRange,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LedgerPage<K>> {
  const query = new URLSearchParams({ from: range.from, to: range.to, limit: String(LEDGER_PAGE_SIZE) });
  if (cursor) query.set("cursor", cursor);
  const response = await apiRequest("GET", `${LEDGER_PATHS[kind]}?${query}`, { signal });
  const rows = ledgerPageSchemas[kind].parse(await response.json()) as LedgerRowOf[K][];
  return { rows, nextCursor: response.headers.get("x-next-cursor") };
}

export const ledgerQueryOptions = <K extends LedgerKind>(kind: K, range: LedgerRange) =>
  infiniteQueryOptions({
    queryKey: financeKeys.ledgerOf(kind, range),
    queryFn: ({ pageParam, signal }) => getLedgerPage(kind, range, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: LedgerPage<K>) => page.nextCursor,
  });

/** One ledger over the period, a page at a time. */
export function useLedger<K extends LedgerKind>(kind: K, range: LedgerRange) {
  return useInfiniteQuery(ledgerQueryOptions(kind, range));
}
