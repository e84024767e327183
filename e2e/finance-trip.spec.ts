import { formatUsd, irsRateMilli, LOCATION_ACCESS_PANEL, mileageDeductionCents } from "@measured/core";
import { expect, test } from "./support/fixtures";
import { browserToday, signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

/** Downtown Los Angeles, then points due north: 0.01° of latitude is about 0.69 mile. */
const START = { latitude: 34.05, longitude: -118.25, accuracy: 5 };
const north = (hundredthsOfDegree: number) => ({ ...START, latitude: START.latitude + hundredthsOfDegree / 100 });

test.describe("The live mileage tracker", () => {
  test.use({ permissions: ["geolocation"], geolocation: START });

  test("a live trip follows the position, survives a reload, and ends as Business at the day's IRS rate", async ({
    page,
    context,
  }) => {
    await signInOnboarded(page, "trip");
    const today = await browserToday(page);
    await page.goto("/expenses");
    const tracker = page.getByRole("region", { name: "Mileage tracker" });
    await tracker.getByRole("button", { name: "Start Trip" }).click();
    await expect(tracker.getByRole("button", { name: "End Trip" })).toBeVisible();
    await expect(tracker.getByTestId("trip-miles")).toHaveText("0 mi");

    await context.setGeolocation(north(1));
    await expect(tracker.getByTestId("trip-miles")).not.toHaveText("0 mi");
    const before = Number.parseFloat((await tracker.getByTestId("trip-miles").textContent()) ?? "");
    expect(before).toBeGreaterThan(0.6);

    // A reload in the middle: the trip comes back from the device, and the drive goes on.
    await page.reload();
    await expect(tracker.getByRole("button", { name: "End Trip" })).toBeVisible();
    await expect(tracker.getByTestId("trip-miles")).toHaveText(`${before} mi`);
    // The page closed while the car moved on (a locked phone gets no positions): the gap is a straight line, marked.
    await page.goto("about:blank");
    await context.setGeolocation(north(2));
    await page.goto("/expenses");
    await expect
      .poll(async () => Number.parseFloat((await tracker.getByTestId("trip-miles").textContent()) ?? ""))
      .toBeGreaterThan(before + 0.6);
    await expect(tracker).toContainText("Part of this trip is a straight line over a gap");

    await tracker.getByRole("button", { name: "End Trip" }).click();
    const sheet = tracker.getByRole("form", { name: "End trip" });
    const miles = await sheet.getByLabel("Miles").inputValue();
    await sheet.getByLabel("Purpose").fill("Appointments up north");
    await sheet.getByRole("button", { name: "Save Trip" }).click();
    await expect(tracker.getByRole("button", { name: "Start Trip" })).toBeVisible();
    const hundredths = Math.round(Number(miles) * 100);
    const deduction = mileageDeductionCents(hundredths, irsRateMilli(today));
    await expectToast(page, "Trip saved", `${miles} miles, ${formatUsd(deduction)} deduction.`);

    const trips = (await (await page.request.get("/api/mileage")).json()) as {
      miles: number;
      rate: number;
      deduction: number;
      gapBridged: boolean;
    }[];
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ miles: Number(miles), rate: irsRateMilli(today) / 1000, gapBridged: true });
    expect(Math.round((trips[0]?.deduction ?? 0) * 100)).toBe(deduction);
  });

  test("a trip under 0.1 mile is not saved and says so; it can be discarded", async ({ page }) => {
    await signInOnboarded(page, "tripshort");
    await page.goto("/expenses");
    const tracker = page.getByRole("region", { name: "Mileage tracker" });
    await tracker.getByRole("button", { name: "Start Trip" }).click();
    await tracker.getByRole("button", { name: "End Trip" }).click();
    const sheet = tracker.getByRole("form", { name: "End trip" });
    await expect(sheet.getByText("A trip must be at least 0.1 miles")).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Save Trip" })).toBeDisabled();
    await sheet.getByRole("button", { name: "Discard trip" }).click();
    await expect(tracker.getByRole("button", { name: "Start Trip" })).toBeVisible();
    expect(await (await page.request.get("/api/mileage")).json()).toEqual([]);
  });
});

test.describe("The live mileage tracker and Settings", () => {
  test.use({ permissions: ["geolocation"], geolocation: START });

  test("with location tracking off in Settings, Start Trip is gone and the tracker says where to turn it on", async ({
    page,
  }) => {
    await signInOnboarded(page, "tripoff");
    await page.goto("/settings");
    const location = page.getByRole("switch", { name: "Location tracking" });
    await expect(location).toBeChecked();
    await location.click();
    await expect(location).not.toBeChecked();
    await expect
      .poll(async () => (await (await page.request.get("/api/user/notifications")).json()).locationTracking)
      .toBe(false);

    await page.goto("/expenses");
    const tracker = page.getByRole("region", { name: "Mileage tracker" });
    await expect(tracker).toContainText("Location tracking is off in Settings");
    await expect(tracker.getByRole("button", { name: "Start Trip" })).toHaveCount(0);
    await tracker.getByRole("link", { name: "Settings" }).click();
    // The switch's save must be stored before the next screen reads it (a navigation at once can cancel it).
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/notifications") && r.request().method() === "PATCH");
    await page.getByRole("switch", { name: "Location tracking" }).click();
    expect((await saved).ok()).toBe(true);
    await page.goto("/expenses");
    await expect(tracker.getByRole("button", { name: "Start Trip" })).toBeVisible();
  });
});

test.describe("The live mileage tracker without location", () => {
  test.use({ permissions: [] });

  test("a refused location shows the Location Access Required panel", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/geolocation|Geolocation/);
    await signInOnboarded(page, "tripdenied");
    await page.goto("/expenses");
    const tracker = page.getByRole("region", { name: "Mileage tracker" });
    await tracker.getByRole("button", { name: "Start Trip" }).click();
    const panel = tracker.getByRole("alert");
    await expect(panel).toContainText(LOCATION_ACCESS_PANEL.title);
    await expect(panel.getByRole("button", { name: LOCATION_ACCESS_PANEL.button })).toBeVisible();
    await expectToast(page, "Location Required", "Please enable location access to track mileage.");
  });
});
