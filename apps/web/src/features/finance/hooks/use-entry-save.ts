import { RECEIPT_NOT_ATTACHED, receiptFileProblem, type ToastText } from "@measured/core";
import { useState } from "react";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { changedFields, checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import type { LedgerKind } from "../api/finance-keys";
import { useSaveLedgerEntry } from "../api/save-ledger-entry";
import { EDIT_FAILED, EDIT_SAVED } from "../components/ledger-text";

interface EntrySaveOptions<B extends Record<string, unknown>> {
  kind: LedgerKind;
  /** The entry being edited and its body as the dialog opened; null adds one. */
  editing: { id: number; before: B } | null;
  /** Core's create schema: the whole entry is checked, an edit included. */
  schema: z.ZodType;
  /** The request's fields the form shows, for the server's field messages. */
  fields: readonly string[];
  created: (body: B) => ToastText;
  createFailed: string;
  onDone: () => void;
}

/**
 * A finance dialog's Save: checks the body with core's request schema (each field's message under it),
 * then POSTs with an Idempotency-Key, or PATCHes only the changed fields; toasts as spec section 8 says,
 * and puts the server's field messages under their fields.
 */
export function useEntrySave<B extends Record<string, unknown>>(options: EntrySaveOptions<B>) {
  const { kind, editing, schema, fields, created, createFailed, onDone } = options;
  const save = useSaveLedgerEntry();
  const keyFor = useIdempotencyKey();
  const [errors, setErrors] = useState<FieldMessages>({});

  /** `receipt`: an expense's photo, checked here first (size, type), attached once the expense is saved. */
  const submit = (body: B, receipt: File | null = null) => {
    const problems = { ...checkBody(schema, body) };
    const receiptProblem = receipt ? receiptFileProblem(receipt) : null;
    if (receiptProblem) problems.receipt = receiptProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changes = editing ? changedFields(body, editing.before) : body;
    if (editing && Object.keys(changes).length === 0 && !receipt) return onDone();
    save.mutate(
      editing
        ? { kind, id: editing.id, body: changes, receipt }
        : { kind, id: null, body, idempotencyKey: keyFor({ kind, body }), receipt },
      {
        onSuccess: (saved) => {
          // Saved whole, without the photo: one toast that says so and why, so the rep attaches it again from Edit.
          toast(
            saved.receiptProblem
              ? { variant: "destructive", title: RECEIPT_NOT_ATTACHED, description: saved.receiptProblem }
              : editing
                ? { title: EDIT_SAVED[kind] }
                : created(body),
          );
          onDone();
        },
        onError: (error) => {
          setErrors(pickServerMessages(serverFieldErrors(error), fields));
          toast({ variant: "destructive", title: editing ? EDIT_FAILED[kind] : createFailed });
        },
      },
    );
  };

  return { errors, pending: save.isPending, submit };
}
