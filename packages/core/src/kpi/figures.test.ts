import { describe, expect, it } from "vitest";
import { conversionRates, percentChange, performanceFigures, roundRate, tracksTagging } from "./figures";

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

  it("floors appointments at 1 and gives 0 rates for an empty period", () => {
    expect(performanceFigures({ "Doors Knocked": 37 })).toMatchObject({
      doorsPerAppointment: 37,
      tagsPerAppointment: 0,
      appointmentHoldRate: 0,
    });
    expect(performanceFigures({})).toEqual({
      doorsPerAppointment: 0,
      tagsPerAppointment: 0,
      appointmentHoldRate: 0,
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

  it("counts closes as the larger of the KPI sum and the clients flagged signed", () => {
    expect(performanceFigures(solarDay, 2).dealsClosed).toBe(4);
    expect(performanceFigures(solarDay, 7).dealsClosed).toBe(7);
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

  it("is all zeros with nothing to divide by", () => {
    expect(Object.values(conversionRates({}))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("signed clients raise all-appointments-to-close", () => {
    expect(conversionRates({ "Knocking Appt Sets": 10 }, 5).allAppointmentsToClose).toBe(50);
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
