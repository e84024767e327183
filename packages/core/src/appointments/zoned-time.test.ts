import { describe, expect, it } from "vitest";
import { dayWindow, instantToZonedDateTime, twelveHourTime, zonedDateTimeToInstant, zoneOffsetAt } from "./zoned-time";

const at = (date: string, time: string, zone: string) => zonedDateTimeToInstant(date, time, zone).toISOString();

describe("zonedDateTimeToInstant", () => {
  it("reads an ordinary wall-clock time in the zone", () => {
    expect(at("2026-11-20", "14:30", "America/Los_Angeles")).toBe("2026-11-20T22:30:00.000Z");
    expect(at("2026-07-01", "09:00", "America/Los_Angeles")).toBe("2026-07-01T16:00:00.000Z");
    expect(at("2026-11-20", "14:30", "UTC")).toBe("2026-11-20T14:30:00.000Z");
  });

  it("keeps zones a half or three quarters of an hour off UTC, and those ahead of it", () => {
    expect(at("2026-11-20", "09:00", "Asia/Kolkata")).toBe("2026-11-20T03:30:00.000Z");
    expect(at("2026-06-15", "12:00", "Pacific/Chatham")).toBe("2026-06-14T23:15:00.000Z");
    expect(at("2026-11-20", "00:30", "Pacific/Kiritimati")).toBe("2026-11-19T10:30:00.000Z");
  });

  it("a time the clock skips (spring forward) moves forward by the jump", () => {
    // New York, 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(at("2026-03-08", "02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z");
    expect(instantToZonedDateTime(zonedDateTimeToInstant("2026-03-08", "02:30", "America/New_York"), "America/New_York")).toEqual(
      {
        date: "2026-03-08",
        time: "03:30",
      },
    );
    // Just before and after the gap.
    expect(at("2026-03-08", "01:59", "America/New_York")).toBe("2026-03-08T06:59:00.000Z");
    expect(at("2026-03-08", "03:00", "America/New_York")).toBe("2026-03-08T07:00:00.000Z");
  });

  it("a time the clock shows twice (fall back) is the earlier one", () => {
    // New York, 2026-11-01: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and at 06:30Z.
    expect(at("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
    expect(at("2026-11-01", "00:59", "America/New_York")).toBe("2026-11-01T04:59:00.000Z");
    expect(at("2026-11-01", "02:00", "America/New_York")).toBe("2026-11-01T07:00:00.000Z");
  });

  it("the southern hemisphere's changes, and a half-hour jump", () => {
    // Sydney, 2026-10-04: 02:00 AEST becomes 03:00 AEDT.
    expect(at("2026-10-04", "02:30", "Australia/Sydney")).toBe("2026-10-03T16:30:00.000Z");
    // Sydney, 2026-04-05: 03:00 AEDT becomes 02:00 AEST; 02:30 twice, the earlier (AEDT, +11).
    expect(at("2026-04-05", "02:30", "Australia/Sydney")).toBe("2026-04-04T15:30:00.000Z");
    // Lord Howe moves by 30 minutes: 2026-10-04 02:00 (+10:30) becomes 02:30 (+11); 02:15 reads as 02:45.
    expect(at("2026-10-04", "02:15", "Australia/Lord_Howe")).toBe("2026-10-03T15:45:00.000Z");
  });

  it("midnight and the last minute of a day", () => {
    expect(at("2026-12-31", "23:59", "America/Los_Angeles")).toBe("2027-01-01T07:59:00.000Z");
    expect(at("2026-01-01", "00:00", "Europe/Berlin")).toBe("2025-12-31T23:00:00.000Z");
  });

  it("round-trips every quarter hour of a year's DST days in New York and Berlin", () => {
    for (const zone of ["America/New_York", "Europe/Berlin"]) {
      for (const date of ["2026-03-08", "2026-03-29", "2026-10-25", "2026-11-01"]) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          const back = instantToZonedDateTime(zonedDateTimeToInstant(date, time, zone), zone);
          // Only a skipped time comes back different, and then one hour later on the same day.
          if (back.time !== time) {
            expect(back.date, `${zone} ${date} ${time}`).toBe(date);
            expect(Number(back.time.slice(0, 2)) - Number(time.slice(0, 2)), `${zone} ${date} ${time}`).toBe(1);
          } else expect(back.date).toBe(date);
        }
      }
    }
  });
});

describe("zoneOffsetAt", () => {
  it("is the zone's offset at that instant", () => {
    expect(zoneOffsetAt("America/New_York", Date.parse("2026-01-15T12:00:00Z"))).toBe(-5 * 3_600_000);
    expect(zoneOffsetAt("America/New_York", Date.parse("2026-07-15T12:00:00Z"))).toBe(-4 * 3_600_000);
    expect(zoneOffsetAt("Asia/Kolkata", Date.parse("2026-07-15T12:00:00Z"))).toBe(5.5 * 3_600_000);
  });
});

describe("dayWindow", () => {
  it("is the zone's midnight to the next midnight", () => {
    expect(dayWindow("2026-11-26", "America/New_York")).toEqual({
      from: "2026-11-26T05:00:00.000Z",
      to: "2026-11-27T05:00:00.000Z",
    });
    expect(dayWindow("2026-12-31", "UTC")).toEqual({ from: "2026-12-31T00:00:00.000Z", to: "2027-01-01T00:00:00.000Z" });
    expect(dayWindow("2026-11-26", "Asia/Kolkata").from).toBe("2026-11-25T18:30:00.000Z");
  });

  it("a day the clocks change on is 23 or 25 hours long", () => {
    const hours = (w: { from: string; to: string }) => (Date.parse(w.to) - Date.parse(w.from)) / 3_600_000;
    expect(hours(dayWindow("2026-03-08", "America/New_York"))).toBe(23);
    expect(hours(dayWindow("2026-11-01", "America/New_York"))).toBe(25);
  });
});

describe("twelveHourTime", () => {
  it("reads midnight, noon and the hours between", () => {
    expect(["00:00", "00:30", "09:05", "12:00", "13:45", "23:59"].map(twelveHourTime)).toEqual([
      "12:00 AM",
      "12:30 AM",
      "9:05 AM",
      "12:00 PM",
      "1:45 PM",
      "11:59 PM",
    ]);
  });
});
