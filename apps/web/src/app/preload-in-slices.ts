/** The id of the `<script type="application/json">` a server-rendered page lists its chunks in (signed-in-page.ts). */
export const PRELOADS_ID = "measured-preloads";

/**
 * Links added in one task: Chromium spends about 5 ms of a mid-range phone's main thread starting each
 * modulepreload (measured at 4x CPU throttling, 37 links 160-220 ms whether added one by one, as a
 * fragment or as HTML), so a page's forty chunks asked for at once made the load's longest task. Six
 * a task keeps each under the 50 ms a tap can wait unnoticed.
 */
export const LINKS_PER_TASK = 6;

export interface SliceHost {
  /** Starts the download of one chunk (a `<link rel="modulepreload">` in the page). */
  preload(href: string): void;
  /** Runs `work` in a later task. */
  later(work: () => void): void;
}

/**
 * Asks for every chunk in `hrefs`, LINKS_PER_TASK a task, and resolves once all are asked for: the
 * page's own imports, made after, then find each chunk already on its way and add nothing.
 */
export function preloadInSlices(hrefs: readonly string[], host: SliceHost): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const slice = () => {
      for (const href of hrefs.slice(next, next + LINKS_PER_TASK)) host.preload(href);
      next += LINKS_PER_TASK;
      if (next < hrefs.length) host.later(slice);
      else resolve();
    };
    slice();
  });
}

/** The chunks the server's page lists, or none (a page the server did not render, or an unreadable list). */
export function readPreloads(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((href): href is string => typeof href === "string" && href.startsWith("/assets/"))
      : [];
  } catch {
    return [];
  }
}

/** The browser's host: a modulepreload link in the head, and the next task by setTimeout. */
export const documentSliceHost: SliceHost = {
  preload(href) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  },
  later(work) {
    setTimeout(work);
  },
};
