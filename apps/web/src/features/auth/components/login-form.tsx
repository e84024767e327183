import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@measured/core";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { useLogin } from "../api/login";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

/** `onChallenge`: the password was right and two-factor is on, so the code step comes next (decision 066). */
export function LoginForm({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const login = useLogin(onChallenge);
  const hydrated = useHydrated();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Login Failed",
          description: serverMessage(error) ?? "Please check your credentials.",
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="-mt-2 flex justify-end">
        <ForgotPasswordDialog />
      </div>
      <Button type="submit" disabled={login.isPending || !hydrated}>
        {login.isPending ? "Signing In…" : "Sign In"}
      </Button>
    </form>
  );
}
