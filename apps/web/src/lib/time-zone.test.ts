import { DEFAULT_TIME_ZONE } from "@measured/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assumeBrowserTimeZone, browserTimeZone, readBrowserTimeZoneNow, toldTimeZone } from "./time-zone";

function browserZoneIs(zone: string) {
  vi.restoreAllMocks();
  const real = Intl.DateTimeFormat;
  vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function fakeFormat(
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    const format = new real(...args);
    if (args.length > 0) return format;
    return Object.assign(Object.create(format), { resolvedOptions: () => ({ ...format.resolvedOptions(), timeZone: zone }) });
  } as unknown as typeof Intl.DateTimeFormat);
}

describe("browserTimeZone", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the zone it read for a minute, then reads it again", () => {
    const t0 = 1_000_000_000_000;
    browserZoneIs("Europe/Paris");
    expect(browserTimeZone(t0)).toBe("Europe/Paris");
    browserZoneIs("Asia/Tokyo");
    expect(browserTimeZone(t0 + 59_000)).toBe("Europe/Paris");
    expect(browserTimeZone(t0 + 60_000)).toBe("Asia/Tokyo");
  });

  it("answers the default zone when the browser names a zone that does not exist", () => {
    browserZoneIs("Mars/Olympus_Mons");
    expect(browserTimeZone(2_000_000_000_000)).toBe(DEFAULT_TIME_ZONE);
  });
});

describe("assumeBrowserTimeZone and readBrowserTimeZoneNow", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers the assumed zone for a minute without asking, until a read asks now", () => {
    const t0 = 3_000_000_000_000;
    browserZoneIs("Asia/Tokyo");
    const asked = vi.mocked(Intl.DateTimeFormat);
    assumeBrowserTimeZone("Europe/Paris", t0);
    expect(browserTimeZone(t0 + 1_000)).toBe("Europe/Paris");
    expect(asked).not.toHaveBeenCalled();
    expect(readBrowserTimeZoneNow(t0 + 2_000)).toBe("Asia/Tokyo");
    expect(browserTimeZone(t0 + 3_000)).toBe("Asia/Tokyo");
  });
});

describe("toldTimeZone", () => {
  it("reads the zone cookie among others, decoded", () => {
    expect(toldTimeZone("a=1; measured_tz=America%2FNew_York; b=2")).toBe("America/New_York");
    expect(toldTimeZone("measured_tz=UTC")).toBe("UTC");
  });

  it("answers null without the cookie, with an empty one, or with one that does not decode", () => {
    expect(toldTimeZone("")).toBeNull();
    expect(toldTimeZone("other_measured_tz=UTC")).toBeNull();
    expect(toldTimeZone("measured_tz=")).toBeNull();
    expect(toldTimeZone("measured_tz=%E0%A4%A")).toBeNull();
  });
});
