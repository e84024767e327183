import { serverMessage } from "@/lib/api-client";
import { DailyInputForm } from "./daily-input-form";

/** Spec sections 2 and 9: the debug variant, fixed to 2025-06-03. */
const FIXED_DATE = "2025-06-03";

export function DailyInputFixedPage() {
  return (
    <DailyInputForm
      title="Daily Input - June 3rd, 2025"
      date={FIXED_DATE}
      failureMessage={(error) => `Failed to save metrics: ${serverMessage(error) ?? error.message}`}
    />
  );
}
