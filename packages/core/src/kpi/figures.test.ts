import { describe, expect, it } from "vitest";
import {
  conversionOrNull,
  conversionRates,
  funnelCounts,
  percentChange,
  performanceFigures,
  roundRate,
  tracksTagging,
} from "./figures";
import { LEAD_FACT_SERIES } from "./lead-facts";

const solarDay = {
  "Doors Knocked": 200,
  "Tags Put": 50,
  "Knocking Appt Sets": 8,
  "Tagging Appts Set": 4,
  "Appts Ran": 6,
  "Tag Appts Ran": 3,
  "Deals Closed from Knocks": 3,
  "Deals Closed from Tags": 1,
  "Deals Installed from Knocks": 2,
  "Deals Installed from Tags": 1,
};

describe("performanceFigures", () => {
  it("computes the dashboard's figures for a solar rep", () => {
    expect(performanceFigures(solarDay)).toEqual({
      doorsPerAppointment: 25, // 200 / 8
      tagsPerAppointment: 12.5, // 50 / 4
      appointmentHoldRate: 75, // 9 ran / 12 set
      dealsClosed: 4,
      dealsInstalled: 3,
      totalDoors: 200,
      totalTags: 50,
    });
  });

  it("gives no ratio or rate (null) for an empty period", () => {
    expect(performanceFigures({ "Doors Knocked": 37 })).toMatchObject({
      doorsPerAppointment: null,
      tagsPerAppointment: null,
      appointmentHoldRate: null,
    });
    expect(performanceFigures({})).toEqual({
      doorsPerAppointment: null,
      tagsPerAppointment: null,
      appointmentHoldRate: null,
      dealsClosed: 0,
      dealsInstalled: 0,
      totalDoors: 0,
      totalTags: 0,
    });
  });

  it("uses the general template's names for other industries", () => {
    const pest = { "Doors Knocked": 120, "Appointments Set": 6, "Appts Ran": 4, "Deals Closed": 3, "Services Started": 2 };
    expect(performanceFigures(pest)).toMatchObject({
      doorsPerAppointment: 20,
      appointmentHoldRate: 66.7,
      dealsClosed: 3,
      dealsInstalled: 2,
    });
  });

  it("adds deals closed from leads to the typed ones (no larger-of): signed less cancelled, each on its day", () => {
    const S = LEAD_FACT_SERIES;
    expect(performanceFigures({ ...solarDay, [S.signedKnock]: 2 }).dealsClosed).toBe(6);
    expect(performanceFigures({ ...solarDay, [S.signedKnock]: 2, [S.cancelledKnock]: 1 }).dealsClosed).toBe(5);
    expect(funnelCounts({ [S.signedTag]: 3, [S.cancelledTag]: 1 })).toMatchObject({ tagCloses: 2, closes: 2, dealsCancelled: 1 });
  });

  it("has no doors per appointment without an appointment (the spec's floor of 1 read 50 doors per appointment)", () => {
    expect(performanceFigures({ "Doors Knocked": 50 })).toMatchObject({ doorsPerAppointment: null, appointmentHoldRate: null });
    expect(performanceFigures({ "Doors Knocked": 50, [LEAD_FACT_SERIES.setKnock]: 1 }).doorsPerAppointment).toBe(50);
  });
});

describe("conversionRates", () => {
  it("computes the nine rates with one decimal", () => {
    expect(conversionRates(solarDay)).toEqual({
      doorKnockApptToSet: 4, // 8 / 200
      tagApptToSet: 8, // 4 / 50
      allAppointmentsToSet: 4.8, // 12 / 250
      doorKnockSetToClose: 37.5, // 3 / 8
      tagSetToClose: 25, // 1 / 4
      allAppointmentsToClose: 33.3, // 4 / 12
      doorKnockCloseToInstall: 66.7, // 2 / 3
      tagCloseToInstall: 100, // 1 / 1
      tagInstallRate: 2, // 1 / 50
    });
  });

  it("is no rate (null) with nothing to divide by", () => {
    expect(Object.values(conversionRates({}))).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it("deals closed from leads raise all-appointments-to-close", () => {
    expect(conversionRates({ "Knocking Appt Sets": 10, [LEAD_FACT_SERIES.signedKnock]: 5 }).allAppointmentsToClose).toBe(50);
  });

  it("is never above 100%: more closes than sets logged is no conversion", () => {
    expect(conversionRates({ "Appointments Set": 2, "Deals Closed": 4 }).allAppointmentsToClose).toBeNull();
    expect(conversionOrNull(4, 4)).toBe(100);
    expect(conversionOrNull(5, 4)).toBeNull();
  });
});

describe("percentChange", () => {
  it("is the change against the previous period with one decimal", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
  });

  it("is 0 from nothing to nothing and null from nothing to something", () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});

describe("helpers", () => {
  it("rounds rates to one decimal", () => {
    expect(roundRate(33.333)).toBe(33.3);
    expect(roundRate(66.666)).toBe(66.7);
  });

  it("shows tagging only to users who track tags", () => {
    expect(tracksTagging(["Doors Knocked", "Tags Put"])).toBe(true);
    expect(tracksTagging(["Doors Knocked", "Deals Closed"])).toBe(false);
  });
});
