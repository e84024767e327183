import { PGlite } from "@electric-sql/pglite";
import { pgliteHandle } from "@measured/db";
let t=Date.now();
const c = await PGlite.create();
const h = pgliteHandle(c); await h.migrate(); console.log("create+migrate", Date.now()-t); t=Date.now();
const dump = await c.dumpDataDir("none"); console.log("dump", Date.now()-t, dump.size); t=Date.now();
for (let i=0;i<3;i++){ const c2 = await PGlite.create({loadDataDir: dump}); const r = await c2.query("select count(*) from template_kpi_definitions"); console.log("load", Date.now()-t, r.rows); t=Date.now(); await c2.close(); }
if ("clone" in c) { t=Date.now(); const c3 = await (c as unknown as {clone():Promise<PGlite>}).clone(); console.log("clone", Date.now()-t); }
