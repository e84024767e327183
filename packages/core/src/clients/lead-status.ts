/**
 * A lead's place in the funnel, derived from its flags (spec section 4). The stored `status`
 * column is what the rep once picked; every screen shows the derived one, so a flag ticked in
 * the lead dialog moves the card, the dots and the pipeline together.
 */
export const LEAD_FLAG_NAMES = [
  "knockAppointment",
  "tagAppointment",
  "appointmentSat",
  "signed",
  "installed",
  "unqualified",
  "notInterested",
  "signedButCanceled",
  "cancelledAppointment",
  "taggingAppointmentSet",
  "taggingAppointmentClosed",
  "taggingSignedDeal",
  "tagInstalls",
] as const;
export type LeadFlagName = (typeof LEAD_FLAG_NAMES)[number];
export type LeadFlags = Record<LeadFlagName, boolean>;

export const NO_LEAD_FLAGS: LeadFlags = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, false])) as LeadFlags;

export const DERIVED_LEAD_STATUSES = [
  "lead",
  "appointment_scheduled",
  "appointment_held",
  "customer",
  "installed",
  "unqualified",
  "not_interested",
  "cancelled",
] as const;
export type DerivedLeadStatus = (typeof DERIVED_LEAD_STATUSES)[number];

/** The words a rep reads for each derived status. */
export const LEAD_STATUS_LABELS: Record<DerivedLeadStatus, string> = {
  lead: "Lead",
  appointment_scheduled: "Appointment Set",
  appointment_held: "Appointment Held",
  customer: "Customer",
  installed: "Installed",
  unqualified: "Unqualified",
  not_interested: "Not Interested",
  cancelled: "Cancelled",
};

/** Spec section 4: first match wins. */
export function deriveLeadStatus(flags: LeadFlags): DerivedLeadStatus {
  if (flags.signedButCanceled) return "cancelled";
  if (flags.notInterested) return "not_interested";
  if (flags.unqualified) return "unqualified";
  if (flags.installed) return "installed";
  if (flags.signed) return "customer";
  if (flags.appointmentSat) return "appointment_held";
  if (flags.knockAppointment || flags.tagAppointment) return "appointment_scheduled";
  return "lead";
}

/** The leads page treats a cancelled appointment like a cancelled signing (spec section 4). */
export function leadsPageStatus(flags: LeadFlags): DerivedLeadStatus {
  if (flags.cancelledAppointment) return "cancelled";
  return deriveLeadStatus(flags);
}

export const PROCESS_DOTS = ["Appointment Set", "Sat", "Signed", "Installed"] as const;
export type ProcessDot = (typeof PROCESS_DOTS)[number];

/** Each dot is lit when its stage or a later one is flagged (spec section 2, Leads). */
export function processDots(flags: LeadFlags): Record<ProcessDot, boolean> {
  const installed = flags.installed;
  const signed = installed || flags.signed;
  const sat = signed || flags.appointmentSat;
  const set = sat || flags.knockAppointment || flags.tagAppointment;
  return { "Appointment Set": set, Sat: sat, Signed: signed, Installed: installed };
}

/** A deal signed and standing (Customer or Installed) earns money: its lead offers Add Revenue (issue 23). */
export const earnsRevenue = (status: DerivedLeadStatus): boolean => status === "customer" || status === "installed";
