import { userPreferencesSchema } from "@measured/core";
import { z } from "zod";

/**
 * GET /api/user/preferences with the dashboard analytics chosen at onboarding or in Manage (issue 10).
 * Optional: a server without the field means "not known", and every analytics card shows.
 */
export const preferencesSchema = userPreferencesSchema.extend({ dashboardAnalytics: z.array(z.string()).optional() });
export type Preferences = z.infer<typeof preferencesSchema>;
