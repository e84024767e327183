/**
 * The expense categories a new rep starts with, each with a colour and the IRS Schedule C (Form 1040)
 * line its spending is reported on, so the tax export can total by line. The lines are a starting point a
 * tax preparer may move; they are not tax advice, and the screen says so where it shows them.
 */

/** The colour a category gets when none is chosen (spec sections 3 and 9). */
export const DEFAULT_CATEGORY_COLOR = "#4A6FA5";

export interface DefaultExpenseCategory {
  name: string;
  /** #RRGGBB */
  color: string;
  scheduleCLine: string;
  /**
   * Costs the standard mileage rate already pays for (IRS Pub. 463: gas, oil, repairs, insurance…). A rep
   * who takes the Mileage Deduction for a car cannot also deduct these for it; parking and tolls remain
   * deductible. The export flags them rather than leaving them out, as a rep may deduct actual costs instead.
   */
  coveredByMileageRate?: true;
}

const CAR_AND_TRUCK = "Line 9 Car and truck expenses";
const OTHER = "Line 27a Other expenses";

/**
 * In the order the picker lists them: the spec's nine (its quick-expense presets name Fuel, Meals,
 * Transportation and Equipment), then what a field rep also spends on. "Other" stays last.
 */
export const DEFAULT_EXPENSE_CATEGORIES = [
  { name: "Fuel", color: "#E4572E", scheduleCLine: CAR_AND_TRUCK, coveredByMileageRate: true },
  // Meals with a client or on the road: only 50% is deductible, which the preparer applies on line 24b.
  { name: "Meals", color: "#F3A712", scheduleCLine: "Line 24b Deductible meals" },
  // The spec's Parking preset files parking here; local business transport (a taxi between appointments)
  // goes with the car's costs.
  { name: "Transportation", color: "#4A6FA5", scheduleCLine: CAR_AND_TRUCK },
  // Items under the $2,500 de minimis limit are usually expensed here too; larger ones are depreciated.
  { name: "Equipment", color: "#6B4E71", scheduleCLine: "Line 13 Depreciation and section 179 expense" },
  { name: "Supplies", color: "#29A19C", scheduleCLine: "Line 22 Supplies" },
  { name: "Phone & Internet", color: "#3E92CC", scheduleCLine: "Line 25 Utilities" },
  { name: "Parking & Tolls", color: "#5C6B73", scheduleCLine: CAR_AND_TRUCK },
  { name: "Advertising", color: "#D1495B", scheduleCLine: "Line 8 Advertising" },
  { name: "Vehicle Maintenance", color: "#8D6A9F", scheduleCLine: CAR_AND_TRUCK, coveredByMileageRate: true },
  { name: "Software", color: "#00798C", scheduleCLine: "Line 18 Office expense" },
  { name: "Training", color: "#66A182", scheduleCLine: OTHER },
  // Flights and hotels for a trip away from home (a conference, a summer sales territory).
  { name: "Travel", color: "#EDAE49", scheduleCLine: "Line 24a Travel" },
  { name: "Other", color: "#6B7280", scheduleCLine: OTHER },
] as const satisfies readonly DefaultExpenseCategory[];

export type DefaultExpenseCategoryName = (typeof DEFAULT_EXPENSE_CATEGORIES)[number]["name"];
