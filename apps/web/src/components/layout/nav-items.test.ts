import { LayoutDashboard } from "lucide-react";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { NAV_ITEMS, type NavItem, phoneBar } from "./nav-items";

const item = (label: string): NavItem => ({ href: paths.dashboard, label, icon: LayoutDashboard });

describe("phone bar", () => {
  it("five items or fewer all sit in the bar", () => {
    const five = ["A", "B", "C", "D", "E"].map(item);
    expect(phoneBar(five)).toEqual({ bar: five, more: [] });
  });

  it("from six, the first four sit in the bar and the rest go under More, in order", () => {
    const seven = ["A", "B", "C", "D", "E", "F", "G"].map(item);
    const { bar, more } = phoneBar(seven);
    expect(bar.map((i) => i.label)).toEqual(["A", "B", "C", "D"]);
    expect(more.map((i) => i.label)).toEqual(["E", "F", "G"]);
  });

  it("the seven destinations: Expenses, Teams and Goals under More", () => {
    const { bar, more } = phoneBar(NAV_ITEMS);
    expect(bar.map((i) => i.label)).toEqual(["Dashboard", "Daily Input", "Pipeline", "Leads"]);
    expect(more.map((i) => i.label)).toEqual(["Expenses", "Teams", "Goals"]);
  });
});
