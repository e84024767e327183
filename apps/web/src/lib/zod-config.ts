import type { $ZodConfig } from "zod/v4/core";

declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * Zod compiles object parsers with `new Function` unless told not to, and first probes whether it
 * may: under our CSP (no 'unsafe-eval') the probe is reported as a policy violation on every page
 * that parses. Zod keeps its settings in this global (what `z.config()` writes to) and reads
 * `jitless` as each schema is built, so this must run before any schema module: main.tsx imports
 * it first. Writing the global, rather than calling `z.config`, keeps zod out of the entry chunk.
 */
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
