import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { useClient } from "@/components/lead/api/get-lead";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { LEAD_SERVER_FIELDS, type LeadFormInput, type LeadFormValues, leadFormSchema } from "../api/lead-form";
import type { Client } from "../api/pipeline-schema";
import { useUpdateClient } from "../api/update-client";
import { LeadFormFields } from "./lead-form-fields";

/** Edit Client (spec section 2): the lead of a recent appointment, loaded, edited, saved with PUT. */
export function EditClientForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const client = useClient(clientId);
  return (
    <>
      <DialogHeading
        title="Edit Client"
        description="The lead's name and how to reach them. Stages and flags are on the Leads page."
      />
      {client.isPending ? <LoadingState label="Loading the client…" /> : null}
      {client.isError ? (
        <ErrorState title="The client could not be loaded" message={client.error.message} onRetry={() => void client.refetch()} />
      ) : null}
      {client.data ? <EditClientFields client={client.data} onDone={onDone} /> : null}
    </>
  );
}

function EditClientFields({ client, onDone }: { client: Client; onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const update = useUpdateClient();
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: {
      firstName: client.firstName,
      lastName: client.lastName,
      address: client.address ?? "",
      phone: client.phone ?? "",
      email: client.email ?? "",
      notes: client.notes ?? "",
    },
  });
  // A first name alone is a lead (decision 040): Save waits for it.
  const namesGiven = form.watch("firstName").trim() !== "";

  const onSubmit = form.handleSubmit((edits) =>
    update.mutate(
      { client, edits, key: key.current },
      {
        onSuccess: () => {
          toast({ title: "Client updated successfully!" });
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, LEAD_SERVER_FIELDS);
          toast({ variant: "destructive", title: "Failed to update client. Please try again." });
        },
      },
    ),
  );

  return (
    <DialogForm label="Edit Client" onSubmit={onSubmit}>
      <LeadFormFields form={form} />
      <SubmitFooter label="Save Changes" pending={update.isPending} disabled={!namesGiven} />
    </DialogForm>
  );
}
