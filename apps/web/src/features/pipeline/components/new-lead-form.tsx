import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateClient } from "../api/create-client";
import { EMPTY_LEAD, LEAD_SERVER_FIELDS, type LeadFormInput, type LeadFormValues, leadFormSchema } from "../api/lead-form";
import { LeadFormFields } from "./lead-form-fields";

/** New Lead (spec section 2): POST /api/clients with the lead dialog's names and contact fields. */
export function NewLeadForm({ onDone }: { onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const create = useCreateClient();
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: EMPTY_LEAD,
  });
  // A first name alone is a lead (decision 040): Save waits for it.
  const namesGiven = form.watch("firstName").trim() !== "";

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(
      { input, key: key.current },
      {
        onSuccess: () => {
          toast({ title: "Client created successfully!" });
          key.current = newIdempotencyKey();
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, LEAD_SERVER_FIELDS);
          toast({ variant: "destructive", title: "Failed to create client. Please try again." });
        },
      },
    ),
  );

  return (
    <>
      <DialogHeading title="New Lead" description="A first name is enough; the rest can wait." />
      <DialogForm label="New Lead" onSubmit={onSubmit}>
        <LeadFormFields form={form} />
        {/* Submit is disabled until a first name is given (decision 040). */}
        <SubmitFooter label="Add Lead" pending={create.isPending} disabled={!namesGiven} />
      </DialogForm>
    </>
  );
}
