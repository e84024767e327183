import { serverMessage } from "@/lib/api-client";

/**
 * A failed send, said inside the form (spec section 8 shows no error toast for teams or Profile): the
 * spec's words, then the server's sentence when it has one ("An admin can invite members only…").
 */
export function FormFailure({ failure, error }: { failure: string; error: unknown }) {
  if (!error) return null;
  const why = serverMessage(error);
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm break-words">
      <span className="font-semibold">{failure}.</span>{" "}
      {why && !/^\d{3}: /.test(why) ? why : "Check your connection and try again."}
    </p>
  );
}
