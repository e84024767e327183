/** Sums of decimal steps (0.5 hours) stay exact to the cent. */
const round = (n: number) => Math.round(n * 100) / 100;

/** The number a stepper's text reads as, or null when it is empty or not a number. */
export function readStepText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The text after a tap that adds `delta` (negative takes away): from empty, a tap up gives the delta
 * itself; never below 0. Text that is not a number is left as it is (the field shows its refusal).
 */
export function stepText(text: string, delta: number): string {
  const current = readStepText(text);
  if (current === null && text.trim() !== "") return text;
  return String(Math.max(0, round((current ?? 0) + delta)));
}
