import { describe, expect, test } from "vitest";
import { LINKS_PER_TASK, preloadInSlices, readPreloads, type SliceHost } from "./preload-in-slices";

function recordingHost() {
  const tasks: string[][] = [[]];
  const queued: (() => void)[] = [];
  const host: SliceHost = {
    preload: (href) => tasks.at(-1)?.push(href),
    later: (work) => queued.push(work),
  };
  /** Runs the queued tasks one after another, as the browser's event loop would. */
  const drain = () => {
    while (queued.length > 0) {
      tasks.push([]);
      queued.shift()?.();
    }
  };
  return { host, tasks, drain };
}

describe("preloadInSlices", () => {
  test("asks for every chunk once, in order, at most LINKS_PER_TASK in one task", async () => {
    const hrefs = Array.from({ length: 37 }, (_, i) => `/assets/c${i}.js`);
    const { host, tasks, drain } = recordingHost();
    const done = preloadInSlices(hrefs, host);
    drain();
    await done;
    expect(tasks.flat()).toEqual(hrefs);
    expect(tasks.every((task) => task.length <= LINKS_PER_TASK)).toBe(true);
    expect(tasks.length).toBe(Math.ceil(37 / LINKS_PER_TASK));
  });

  test("does not resolve before the last slice has run", async () => {
    const { host, drain } = recordingHost();
    let resolved = false;
    const done = preloadInSlices(
      Array.from({ length: LINKS_PER_TASK + 1 }, (_, i) => `/assets/c${i}.js`),
      host,
    ).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    drain();
    await done;
    expect(resolved).toBe(true);
  });

  test("an empty list resolves without scheduling a task", async () => {
    const { host, tasks } = recordingHost();
    await preloadInSlices([], host);
    expect(tasks).toEqual([[]]);
  });
});

describe("readPreloads", () => {
  test("keeps the asset paths of a JSON list and drops anything else", () => {
    expect(readPreloads('["/assets/a.js", 3, "https://evil.example/x.js", "/assets/b.js"]')).toEqual([
      "/assets/a.js",
      "/assets/b.js",
    ]);
  });

  test("reads nothing from a missing, empty or unreadable list", () => {
    expect(readPreloads(null)).toEqual([]);
    expect(readPreloads("")).toEqual([]);
    expect(readPreloads("{not json")).toEqual([]);
    expect(readPreloads('{"a": 1}')).toEqual([]);
  });
});
