import type { UseFormReturn } from "react-hook-form";
import { LeadFields } from "@/components/lead/lead-fields";
import type { LeadFormInput, LeadFormValues } from "../api/lead-form";

/** The fields New Lead and Edit Client share: the one lead form. */
export function LeadFormFields({ form }: { form: UseFormReturn<LeadFormInput, unknown, LeadFormValues> }) {
  const errors = form.formState.errors;
  return (
    <LeadFields
      fields={{
        firstName: form.register("firstName"),
        lastName: form.register("lastName"),
        address: form.register("address"),
        phone: form.register("phone"),
        email: form.register("email"),
        notes: form.register("notes"),
      }}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        address: errors.address?.message,
        phone: errors.phone?.message,
        email: errors.email?.message,
        notes: errors.notes?.message,
      }}
      address={form.watch("address") ?? ""}
    />
  );
}
