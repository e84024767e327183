import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema } from "@measured/core";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors, serverMessage } from "@/lib/api-client";
import { useRegister } from "../api/register";

export function RegisterForm() {
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registerUser.mutate(values, {
      onError: (error) => {
        toast({
          variant: "destructive",
          title: "Registration Failed",
          description: serverMessage(error) ?? "Please try again.",
        });
        // The server checks the same schema; show anything it still rejects next to its field.
        const isField = (name: string): name is keyof typeof values => Object.hasOwn(values, name);
        for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
          if (isField(field) && messages[0]) form.setError(field, { message: messages[0] });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <FormField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" disabled={registerUser.isPending}>
        {registerUser.isPending ? "Creating Account…" : "Create Account"}
      </Button>
    </form>
  );
}
