import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api-client";
import { useResendConfirmation } from "../api/resend-confirmation";

/**
 * Above every signed-in page until the rep's address is confirmed (decision 054): what is held back
 * and the one action that ends it. One line of text and a button, so today's plan stays on the first screen.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const answer = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (serverMessage(resend.error) ?? "The link could not be sent. Try again.")
      : null;
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/40 bg-primary-soft px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        Confirm your e-mail address: open the link we sent to <span className="font-medium break-all">{email}</span>. Until then
        we send you no reminders.
      </p>
      <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? "Sending…" : "Send a new link"}
      </Button>
      {answer ? (
        <p role={resend.isError ? "alert" : "status"} className="basis-full text-muted-foreground">
          {answer}
        </p>
      ) : null}
    </section>
  );
}
