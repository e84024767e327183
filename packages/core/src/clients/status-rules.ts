import { type DerivedLeadStatus, type LeadFlagName, type LeadFlags, NO_LEAD_FLAGS } from "./lead-status";

/** "Any of these flags gives this status", first match wins: the form the server turns into SQL. */
export type StatusRule = { status: DerivedLeadStatus; anyOf: readonly LeadFlagName[] };

/**
 * deriveLeadStatus (spec section 4) as an ordered rule list: the pipeline counts its stages with it in
 * the database. The pipeline's API test proves its SQL agrees with deriveLeadStatus.
 */
export const DERIVED_STATUS_RULES: readonly StatusRule[] = [
  { status: "cancelled", anyOf: ["signedButCanceled"] },
  { status: "not_interested", anyOf: ["notInterested"] },
  { status: "unqualified", anyOf: ["unqualified"] },
  { status: "installed", anyOf: ["installed"] },
  { status: "customer", anyOf: ["signed"] },
  { status: "appointment_held", anyOf: ["appointmentSat"] },
  { status: "appointment_scheduled", anyOf: ["knockAppointment", "tagAppointment"] },
];

/**
 * leadsPageStatus: the same rules, with a cancelled appointment counting as cancelled (the leads page,
 * spec section 4), so the status filter and the summary are counted in the database (issue 11).
 * status-rules.test.ts proves the list and leadsPageStatus agree on every combination of the flags it names.
 */
export const LEADS_PAGE_STATUS_RULES: readonly StatusRule[] = DERIVED_STATUS_RULES.map((rule) =>
  rule.status === "cancelled" ? { ...rule, anyOf: [...rule.anyOf, "cancelledAppointment"] } : rule,
);
/** What a lead with none of the rules' flags is. */
export const LEADS_PAGE_STATUS_OTHERWISE: DerivedLeadStatus = "lead";

/** The flags the leads page status depends on (the tagging flags do not move it). */
export const STATUS_FLAG_NAMES: readonly LeadFlagName[] = [...new Set(LEADS_PAGE_STATUS_RULES.flatMap((r) => r.anyOf))];

/** The rules applied in JavaScript (for tests; screens use leadsPageStatus). */
export function statusByRules(flags: LeadFlags): DerivedLeadStatus {
  return LEADS_PAGE_STATUS_RULES.find((r) => r.anyOf.some((f) => flags[f]))?.status ?? LEADS_PAGE_STATUS_OTHERWISE;
}

/** Every combination of the status flags (2^9 = 512), the rest false: what the agreement tests walk. */
export function* statusFlagCombinations(): Generator<LeadFlags> {
  const n = STATUS_FLAG_NAMES.length;
  for (let bits = 0; bits < 1 << n; bits++) {
    const flags: LeadFlags = { ...NO_LEAD_FLAGS };
    STATUS_FLAG_NAMES.forEach((name, i) => {
      flags[name] = (bits & (1 << i)) !== 0;
    });
    yield flags;
  }
}
