import { createContext, useContext } from "react";
import type { FigurePeriod } from "./api/get-figure-records";

/**
 * The period the dashboard's figures are for, so a card or a funnel step opens the records of the same
 * period without every component in between passing it down.
 */
export const FigurePeriodContext = createContext<FigurePeriod | null>(null);

export function useFigurePeriod(): FigurePeriod | null {
  return useContext(FigurePeriodContext);
}
