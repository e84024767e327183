export * from "./auth/google-errors";
export * from "./industries/analytics";
export * from "./industries/industries";
export * from "./kpi/catalogue";
export * from "./pipeline/templates";
export * from "./schemas/auth";
