import { MapPin } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { EmailField, FormField, NotesField, PhoneField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { mapsUrl } from "@/lib/maps-url";

/** The lead form's fields (core LEAD_FORM_FIELDS), and Log Appointment's one Lead Name. */
export type LeadFieldName = "firstName" | "lastName" | "leadName" | "address" | "phone" | "email" | "notes";

export interface LeadFieldsProps {
  /** Each field's registration; a field left out is not shown (Log Appointment has a Lead Name, not two names). */
  fields: Partial<Record<LeadFieldName, UseFormRegisterReturn>>;
  errors: Partial<Record<LeadFieldName, string | undefined>>;
  /** The address as typed, for its map link. */
  address: string;
  /** Names and address span both columns of a two-column dialog (the Leads page's, from 1,024 px). */
  className?: string;
}

/**
 * The one lead form (issue 21, decision 040): every form that makes or edits a lead shows these fields in
 * this order: the name (a first name alone is a lead), the address with a link that opens it in Maps,
 * then phone, e-mail and notes. The rules are core's (leadFormSchema), so each form refuses the same.
 */
export function LeadFields({ fields, errors, address, className }: LeadFieldsProps) {
  const place = address.trim();
  return (
    <div className={cn("grid gap-4", className)}>
      {fields.leadName ? <FormField label="Lead Name" autoComplete="off" error={errors.leadName} {...fields.leadName} /> : null}
      {fields.firstName || fields.lastName ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {fields.firstName ? (
            <FormField label="First Name" autoComplete="off" error={errors.firstName} {...fields.firstName} />
          ) : null}
          {fields.lastName ? (
            <FormField label="Last Name (optional)" autoComplete="off" error={errors.lastName} {...fields.lastName} />
          ) : null}
        </div>
      ) : null}
      {fields.address ? (
        <div className="grid gap-1.5">
          <FormField label="Address" autoComplete="off" error={errors.address} {...fields.address} />
          {place ? (
            <a
              href={mapsUrl(place)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <MapPin aria-hidden className="size-4" />
              Open address in Maps
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {fields.phone ? <PhoneField error={errors.phone} {...fields.phone} /> : null}
        {fields.email ? <EmailField error={errors.email} {...fields.email} /> : null}
      </div>
      {fields.notes ? <NotesField error={errors.notes} {...fields.notes} /> : null}
    </div>
  );
}
