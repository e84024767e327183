import type { UseFormReturn } from "react-hook-form";
import { LeadFields } from "@/components/lead/lead-fields";
import { leadFieldsProps } from "@/components/lead/lead-fields-props";
import type { LeadFormInput, LeadFormValues } from "../api/lead-form";

/** The fields New Lead and Edit Client share: the one lead form. */
export function LeadFormFields({ form }: { form: UseFormReturn<LeadFormInput, unknown, LeadFormValues> }) {
  return <LeadFields {...leadFieldsProps(form, ["firstName", "lastName", "address", "phone", "email", "notes"])} />;
}
