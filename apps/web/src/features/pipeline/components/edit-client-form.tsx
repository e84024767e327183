import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useClient } from "../api/get-client";
import { LEAD_SERVER_FIELDS, type LeadFormValues, type LeadValues, leadFormSchema } from "../api/lead-form";
import type { Client } from "../api/pipeline-schema";
import { useUpdateClient } from "../api/update-client";
import { LeadFormFields } from "./lead-form-fields";

/** Edit Client (spec section 2): the lead of a recent appointment, loaded, edited, saved with PUT. */
export function EditClientForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const client = useClient(clientId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Client</DialogTitle>
        <DialogDescription>The lead's name and how to reach them. Stages and flags are on the Leads page.</DialogDescription>
      </DialogHeader>
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
  const form = useForm<LeadFormValues, unknown, LeadValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email ?? "",
      phone: client.phone ?? "",
      address: client.address ?? "",
      notes: client.notes ?? "",
    },
  });
  const [first, last] = form.watch(["firstName", "lastName"]);
  const namesGiven = first.trim() !== "" && last.trim() !== "";

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
    <form
      aria-label="Edit Client"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      <LeadFormFields form={form} />
      <DialogFooter>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!namesGiven || update.isPending}>
          {update.isPending ? "Saving…" : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
