import { centsToDecimal, formatUsd, parseCents } from "@measured/core";

/**
 * The API answers dollars as JSON numbers (12.5), each the column's exact decimal: read back to whole
 * cents through core's parser (never `n * 100`, which is a float), then shown as "$1,234.56".
 */
export function dollarsToCents(dollars: number): number {
  const parsed = parseCents(dollars, { sign: "any" });
  return "cents" in parsed ? parsed.cents : Math.round(dollars * 100);
}

/** 1234.5 → "$1,234.50"; -12.5 → "-$12.50". */
export const formatDollars = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** Cents as a button's short label: 6000 → "$60", 1250 → "$12.50". */
export const formatUsdShort = (cents: number) => formatUsd(cents).replace(/\.00$/, "");

/** 12.5 → "12.50": an amount as the form's field shows it. */
export const dollarsToField = (dollars: number) => centsToDecimal(dollarsToCents(dollars));

const milesFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** 12.34 → "12.34 mi". */
export const formatMiles = (miles: number) => `${milesFormat.format(miles)} mi`;
