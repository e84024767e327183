import { DEFAULT_TIME_ZONE } from "@measured/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTimeZone } from "./time-zone";

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
