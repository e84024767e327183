import type { UseFormReturn } from "react-hook-form";
import { EmailField, FormField, NotesField, PhoneField } from "@/components/ui/form-field";
import type { LeadFormValues, LeadValues } from "../api/lead-form";

/** The fields New Lead and Edit Client share. */
export function LeadFormFields({ form }: { form: UseFormReturn<LeadFormValues, unknown, LeadValues> }) {
  const errors = form.formState.errors;
  // Spec section 5: one message for both names.
  const nameError = errors.firstName?.message ?? errors.lastName?.message;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="off" error={errors.firstName?.message} {...form.register("firstName")} />
        <FormField
          label="Last Name"
          autoComplete="off"
          error={errors.firstName ? undefined : nameError}
          {...form.register("lastName")}
        />
      </div>
      <EmailField error={errors.email?.message} {...form.register("email")} />
      <PhoneField error={errors.phone?.message} {...form.register("phone")} />
      <FormField label="Address" autoComplete="off" error={errors.address?.message} {...form.register("address")} />
      <NotesField error={errors.notes?.message} {...form.register("notes")} />
    </>
  );
}
