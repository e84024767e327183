// The schemas prefetch-dashboard.ts loads once its requests are under way (a module of their own,
// so that dynamic import brings in these two and zod, not all of @measured/core).
export { dashboardSchema, userPreferencesSchema } from "@measured/core";
