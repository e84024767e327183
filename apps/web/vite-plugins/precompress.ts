import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the bytes of the header that announces it. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest and ssr the server-side build (prerender.ts): never served.
    if (entry.isDirectory()) {
      if (entry.name !== ".vite" && entry.name !== "ssr") yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * Writes a .br and a .gz copy beside every text file of the build, at the highest levels:
 * the server sends them as they are (@fastify/static `preCompressed`), so compression costs
 * nothing per request and a phone on a slow network downloads a quarter of the bytes.
 */
export async function precompress(outDir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(outDir)) {
    jobs.push(
      (async () => {
        const source = await readFile(file);
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(jobs);
}
