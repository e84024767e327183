import { describe, expect, it } from "vitest";
import { dashboardGroupOf, dashboardGroupTitle, isMetricVisible, orderMetrics } from "./groups";

describe("dashboard groups", () => {
  it("puts each metric in its group and custom ones in Other Metrics", () => {
    expect(dashboardGroupOf("Tags Put")).toBe("activity");
    expect(dashboardGroupOf("Tag Appts Ran")).toBe("appointmentsRan");
    expect(dashboardGroupOf("Services Started")).toBe("installs");
    expect(dashboardGroupOf("Homeowners Met")).toBe("other");
  });

  it("calls installs Accounts Serviced for pest control", () => {
    expect(dashboardGroupTitle("installs", "pest_control")).toBe("Accounts Serviced");
    expect(dashboardGroupTitle("installs", "solar")).toBe("Installs");
  });
});

describe("orderMetrics", () => {
  const metrics = [{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }];
  it("follows the saved order and keeps the rest in their order after it", () => {
    expect(orderMetrics(metrics, ["C", "A"]).map((m) => m.name)).toEqual(["C", "A", "B", "D"]);
    expect(orderMetrics(metrics, []).map((m) => m.name)).toEqual(["A", "B", "C", "D"]);
    expect(orderMetrics(metrics, ["Z", "D"]).map((m) => m.name)).toEqual(["D", "A", "B", "C"]);
  });

  it("treats a metric as visible unless hidden", () => {
    expect(isMetricVisible({ A: false }, "A")).toBe(false);
    expect(isMetricVisible({ A: false }, "B")).toBe(true);
  });
});
