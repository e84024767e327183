import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateClient } from "../api/create-client";
import { EMPTY_LEAD, LEAD_SERVER_FIELDS, type LeadFormValues, type LeadValues, leadFormSchema } from "../api/lead-form";
import { LeadFormFields } from "./lead-form-fields";

/** New Lead (spec section 2): POST /api/clients with the lead dialog's names and contact fields. */
export function NewLeadForm({ onDone }: { onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const create = useCreateClient();
  const form = useForm<LeadFormValues, unknown, LeadValues>({ resolver: zodResolver(leadFormSchema), defaultValues: EMPTY_LEAD });
  const [first, last] = form.watch(["firstName", "lastName"]);
  const namesGiven = first.trim() !== "" && last.trim() !== "";

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
      <DialogHeader>
        <DialogTitle>New Lead</DialogTitle>
        <DialogDescription>First and last name are required; the rest can wait.</DialogDescription>
      </DialogHeader>
      <form
        aria-label="New Lead"
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <LeadFormFields form={form} />
        <DialogFooter>
          {/* Spec section 5: submit is disabled until both names are given. */}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!namesGiven || create.isPending}>
            {create.isPending ? "Saving…" : "Add Lead"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
