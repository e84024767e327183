import {
  FIGURE_RECORDS_PAGE_SIZE,
  LEAD_FLAG_NAMES,
  type LeadFlags,
  leadReached,
  type PipelineStageKey,
  type StageRecords,
} from "@measured/core";
import { type Database, desc, eq, schema } from "@measured/db";

const c = schema.clients;

/**
 * The leads behind a pipeline step's "reached" figure (decision 047): the rep's leads, each tested with
 * the pipeline's own rule (core's countLeads on that lead), newest first, a page at a time. `reached` is
 * the count the pipeline shows, so the list and the figure cannot disagree.
 */
export async function stageRecords(db: Database, userId: number, stage: PipelineStageKey, page: number): Promise<StageRecords> {
  const flagColumns = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, c[name]])) as {
    [K in keyof LeadFlags]: (typeof c)[K];
  };
  const rows = await db
    .select({ id: c.id, firstName: c.firstName, lastName: c.lastName, ...flagColumns })
    .from(c)
    .where(eq(c.userId, userId))
    .orderBy(desc(c.createdAt), desc(c.id));
  const reached = rows.filter((row) => leadReached(row, stage));
  const start = (page - 1) * FIGURE_RECORDS_PAGE_SIZE;
  return {
    reached: reached.length,
    leads: reached
      .slice(start, start + FIGURE_RECORDS_PAGE_SIZE)
      .map((r) => ({ id: r.id, firstName: r.firstName, lastName: r.lastName })),
    nextPage: reached.length > start + FIGURE_RECORDS_PAGE_SIZE ? page + 1 : null,
  };
}
