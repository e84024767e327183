export * from "./account";
export * from "./crm";
export * from "./finance";
export * from "./metrics";
export * from "./notifications";
export * from "./teams";
export * from "./users";
