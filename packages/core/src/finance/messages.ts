import { milesToDecimal } from "./miles";
import { formatUsd } from "./money";

/**
 * The words the finance screens show, exactly as spec sections 5 and 8 give them, so the web app and its
 * browser tests read them from one place.
 */

export interface ToastText {
  title: string;
  description?: string;
}

/** Spec section 5: the quick expense needs both an amount and a description. */
export const QUICK_EXPENSE_MISSING: ToastText = {
  title: "Missing Information",
  description: "Please enter both amount and description.",
};

/** Spec section 8: "Expense Added" / "$amount expense recorded successfully.", the amount as "$1,234.56". */
export function expenseAddedToast(amountCents: number): ToastText {
  return { title: "Expense Added", description: `${formatUsd(amountCents)} expense recorded successfully.` };
}
export const EXPENSE_FAILED = "Failed to save expense. Please try again.";

export const REVENUE_CREATED = "Revenue entry created successfully!";
export const REVENUE_FAILED = "Failed to create revenue entry. Please try again.";

export const MILEAGE_LOGGED = "Mileage logged successfully";
export const MILEAGE_FAILED = "Error logging mileage";

/**
 * The spec mentions "a mileage trip saved message" without its words; this is ours: the saved distance
 * as the column keeps it, and the deduction when there is one.
 */
export function tripSavedToast(milesHundredths: number, deductionCents: number): ToastText {
  const miles = `${milesToDecimal(milesHundredths)} miles`;
  return {
    title: "Trip saved",
    description: deductionCents > 0 ? `${miles}, ${formatUsd(deductionCents)} deduction.` : `${miles} (personal).`,
  };
}

/** Spec section 8, the location messages of the mileage tracker. */
export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser.";
export const LOCATION_REQUIRED: ToastText = {
  title: "Location Required",
  description: "Please enable location access to track mileage.",
};
export const LOCATION_ACCESS_PANEL = { title: "Location Access Required", button: "Enable Location" } as const;

/** Spec section 5's mileage form messages (the schemas use them). */
export const MILES_REQUIRED = "Miles are required";
export const PURPOSE_REQUIRED = "Purpose is required";
export const DATE_REQUIRED = "Date is required";
