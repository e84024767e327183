import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { LeadFieldName, LeadFieldsProps } from "./lead-fields";

/**
 * The props of LeadFields for a form, from the names of the lead fields it has: each one's
 * registration and error, and the address as typed for its map link. Every form that makes or edits
 * a lead builds them here, so the one lead form is wired one way (issue 21, decision 040).
 * `errors` replaces a field's error where a form words it itself (Edit Lead's missing first name).
 */
export function leadFieldsProps<TValues extends FieldValues, TContext, TOut>(
  form: UseFormReturn<TValues, TContext, TOut>,
  names: readonly (LeadFieldName & Path<TValues>)[],
  errors: LeadFieldsProps["errors"] = {},
): Omit<LeadFieldsProps, "className"> {
  const fields: LeadFieldsProps["fields"] = {};
  const shownErrors: LeadFieldsProps["errors"] = {};
  for (const name of names) {
    fields[name] = form.register(name);
    const message = form.formState.errors[name]?.message;
    shownErrors[name] = name in errors ? errors[name] : typeof message === "string" ? message : undefined;
  }
  const address: unknown = names.includes("address" as LeadFieldName & Path<TValues>)
    ? form.watch("address" as Path<TValues>)
    : "";
  return { fields, errors: shownErrors, address: typeof address === "string" ? address : "" };
}
