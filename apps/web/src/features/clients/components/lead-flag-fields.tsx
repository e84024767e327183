import type { LeadFlagName } from "@measured/core";
import type { UseFormRegister } from "react-hook-form";
import type { LeadDialogInput } from "../api/client-schema";

interface FlagGroup {
  legend: string;
  flags: readonly (readonly [LeadFlagName, string])[];
}

/**
 * The lead's flags as checkboxes (spec sections 2 and 6). A solar-like rep knocks and tags, so the
 * appointment and install flags carry the knock/tag words, and the tagging flags appear; other reps
 * see one appointment and one install. Hidden flags keep their values (the form holds all 13).
 */
export function flagGroups(solar: boolean): FlagGroup[] {
  const progress: FlagGroup = {
    legend: "Progress",
    flags: solar
      ? [
          ["knockAppointment", "Knocking appointment"],
          ["tagAppointment", "Tagging appointment"],
          ["appointmentSat", "Appointment sat"],
          ["signed", "Signed"],
          ["installed", "Knock Installed"],
          ["tagInstalls", "Tag Installed"],
        ]
      : [
          ["knockAppointment", "Appointment set"],
          ["appointmentSat", "Appointment sat"],
          ["signed", "Signed"],
          ["installed", "Installed"],
        ],
  };
  const tagging: FlagGroup = {
    legend: "Tagging",
    flags: [
      ["taggingAppointmentSet", "Tagging appointment set"],
      ["taggingAppointmentClosed", "Tagging appointment closed"],
      ["taggingSignedDeal", "Tagging signed deal"],
    ],
  };
  const closedOut: FlagGroup = {
    legend: "Closed out",
    flags: [
      ["unqualified", "Unqualified"],
      ["notInterested", "Not interested"],
      ["cancelledAppointment", "Appointment cancelled"],
      ["signedButCanceled", "Signed but cancelled"],
    ],
  };
  return solar ? [progress, tagging, closedOut] : [progress, closedOut];
}

export function LeadFlagFields({ solar, register }: { solar: boolean; register: UseFormRegister<LeadDialogInput> }) {
  return (
    <>
      {flagGroups(solar).map((group) => (
        <fieldset key={group.legend} className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{group.legend}</legend>
          <div className="grid grid-cols-1 gap-x-3 min-[420px]:grid-cols-2">
            {group.flags.map(([flag, label]) => (
              <label
                key={flag}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm hover:bg-muted"
              >
                <input type="checkbox" className="size-5 shrink-0 accent-primary" {...register(flag)} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
