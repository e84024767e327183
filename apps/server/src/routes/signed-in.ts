import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors";
import { requireUser } from "../plugins/auth";
import { appointmentRoutes } from "./appointments/appointments";
import { clientCsvRoutes } from "./clients/clients-csv";
import { clientReadRoutes } from "./clients/clients-read";
import { clientWriteRoutes } from "./clients/clients-write";
import { expenseCategoryRoutes } from "./finance/categories";
import { expenseRoutes } from "./finance/expenses";
import { financeExportRoutes } from "./finance/export";
import { mileageRoutes } from "./finance/mileage";
import { receiptRoutes } from "./finance/receipts";
import { revenueRoutes } from "./finance/revenue";
import { financeSummaryRoutes } from "./finance/summary";
import { goalRoutes } from "./goals/goals";
import { dashboardRoutes } from "./metrics/dashboard";
import { figureRecordsRoutes } from "./metrics/figure-records";
import { kpiDefinitionRoutes } from "./metrics/kpi-definitions";
import { kpiEntryRoutes } from "./metrics/kpi-entries";
import { pipelineRoutes } from "./pipeline/pipeline";
import { stageRecordsRoutes } from "./pipeline/stage-records";
import { teamInvitationRoutes } from "./teams/invitations";
import { teamMetricsRoutes } from "./teams/team-metrics";
import { teamRoutes } from "./teams/teams";
import { accountRoutes } from "./user/account";
import { dataExportRoutes } from "./user/data-exports";
import { industryRoutes } from "./user/industry";
import { notificationSettingsRoutes } from "./user/notification-settings";
import { preferenceRoutes } from "./user/preferences";
import { privacySettingsRoutes } from "./user/privacy-settings";
import { profileRoutes } from "./user/profile";
import { profilePhotoRoutes } from "./user/profile-photo";
import { twoFactorRoutes } from "./user/two-factor";

export const NOT_ONBOARDED = "Finish setting up your account first.";

/**
 * Spec section 6, "Signed in, not onboarded: onboarding only", enforced by the server: a user who has not
 * finished onboarding reaches none of these routes (only GET /api/auth/user, logout and POST /api/onboarding).
 */
async function requireOnboarded(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user.isOnboarded) throw new HttpError(403, NOT_ONBOARDED);
}

/** Every route registered here needs a signed-in, onboarded user; its handlers see `request.userId`. */
export const signedInRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", requireUser);
  app.addHook("onRequest", requireOnboarded);
  await app.register(kpiDefinitionRoutes);
  await app.register(kpiEntryRoutes);
  await app.register(dashboardRoutes);
  await app.register(figureRecordsRoutes);
  await app.register(preferenceRoutes);
  await app.register(industryRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(privacySettingsRoutes);
  await app.register(profileRoutes);
  await app.register(profilePhotoRoutes);
  await app.register(accountRoutes);
  await app.register(dataExportRoutes);
  await app.register(twoFactorRoutes);
  await app.register(clientReadRoutes);
  await app.register(clientWriteRoutes);
  await app.register(appointmentRoutes);
  await app.register(pipelineRoutes);
  await app.register(stageRecordsRoutes);
  await app.register(clientCsvRoutes);
  await app.register(expenseCategoryRoutes);
  await app.register(expenseRoutes);
  await app.register(revenueRoutes);
  await app.register(mileageRoutes);
  await app.register(financeSummaryRoutes);
  await app.register(financeExportRoutes);
  await app.register(receiptRoutes);
  await app.register(goalRoutes);
  await app.register(teamRoutes);
  await app.register(teamInvitationRoutes);
  await app.register(teamMetricsRoutes);
};
