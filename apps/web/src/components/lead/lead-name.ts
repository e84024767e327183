/** A lead's name as every list shows it: first and last, the last name may be empty. */
export function leadName(lead: { firstName: string; lastName: string }): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}
