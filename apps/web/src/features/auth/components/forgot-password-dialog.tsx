import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@measured/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@/components/ui/dialog";
import { DialogForm, DialogHeading } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { useForgotPassword } from "../api/forgot-password";

export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const forgotPassword = useForgotPassword();
  const hydrated = useHydrated();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const email = form.watch("email");

  const onSubmit = form.handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onSuccess: () => {
        toast({
          title: "Reset Email Sent",
          description: "If an account with that email exists, we've sent you a password reset link.",
        });
        setOpen(false);
        form.reset();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: serverMessage(error) ?? "Failed to send reset email",
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto" disabled={!hydrated}>
          Forgot Password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Forgot Password" description="Enter your email and we'll send you a link to set a new password." />
        {/* DialogForm keeps the submit from reaching the sign-in form around the trigger (issue 10, finding 1). */}
        <DialogForm label="Forgot Password" onSubmit={onSubmit}>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <DialogFooter>
            <Button type="submit" disabled={email.trim() === "" || forgotPassword.isPending}>
              {forgotPassword.isPending ? "Sending…" : "Send Reset Link"}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
