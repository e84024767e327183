import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@measured/core";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { serverMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";

/** Spec section 9: the redirect after a reset takes 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.signIn), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({ title: "Password Reset Successful", description: "Taking you to sign in…" });
          setDone(true);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Reset Failed",
            description: serverMessage(error) ?? "Failed to reset password. Please try again.",
          }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Set a New Password</h1>
        <CardDescription>
          Resetting password for <span className="font-semibold text-foreground break-all">{email}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <FormField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <Button type="submit" disabled={resetPassword.isPending || done}>
            {resetPassword.isPending ? "Resetting…" : "Reset Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
