/** The digits of a phone number, so "(555) 123" finds "555-1234" (issue 11). */
export function phoneDigits(text: string): string {
  return text.replace(/\D+/gu, "");
}
