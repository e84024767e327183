import type { FastifyPluginAsync } from "fastify";
import { requireUser } from "../plugins/auth";
import { dashboardRoutes } from "./metrics/dashboard";
import { kpiDefinitionRoutes } from "./metrics/kpi-definitions";
import { kpiEntryRoutes } from "./metrics/kpi-entries";
import { industryRoutes } from "./user/industry";
import { preferenceRoutes } from "./user/preferences";

/** Every route registered here needs a signed-in user; its handlers see `request.userId`. */
export const signedInRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", requireUser);
  await app.register(kpiDefinitionRoutes);
  await app.register(kpiEntryRoutes);
  await app.register(dashboardRoutes);
  await app.register(preferenceRoutes);
  await app.register(industryRoutes);
};
