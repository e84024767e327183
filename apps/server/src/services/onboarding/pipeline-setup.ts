import { type IndustryId, leadStatusesFor, pipelineStagesFor } from "@measured/core";
import { and, type Database, eq, schema } from "@measured/db";

/** Copies the industry's pipeline stages and lead statuses to the user, once per industry. */
export async function ensurePipelineForIndustry(db: Database, userId: number, industry: IndustryId): Promise<void> {
  const stages = schema.userPipelineStages;
  const [existing] = await db
    .select({ id: stages.id })
    .from(stages)
    .where(and(eq(stages.userId, userId), eq(stages.industryContext, industry)))
    .limit(1);
  if (existing) return;
  await db.insert(stages).values(
    pipelineStagesFor(industry).map((s) => ({
      userId,
      industryContext: industry,
      stageName: s.stageName,
      stageOrder: s.stageOrder,
      color: s.color,
    })),
  );
  await db.insert(schema.userLeadStatuses).values(
    leadStatusesFor(industry).map((s) => ({
      userId,
      industryContext: industry,
      statusName: s.statusName,
      statusOrder: s.statusOrder,
      color: s.color,
    })),
  );
}
