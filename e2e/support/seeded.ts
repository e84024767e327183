/** What seed-before-server.ts writes, for the tests that use it. */
export const CLEANUP_PROJECTS = ["phone", "desktop", "phone-360-dark", "phone-390", "phone-390-dark", "desktop-1440-dark"];
export const CLEANUP_REP_PASSWORD = "Seeded-cleanup-rep-1";
export const cleanupRepEmail = (project: string) => `cleanup.${project}@example.com`;
