import { type OnboardingInput, publicUserSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api-client";
import { USER_QUERY_KEY } from "@/lib/user";

/** Spec section 9: the user is reloaded 500 ms after onboarding succeeds. */
const RELOAD_DELAY_MS = 500;

export function completeOnboarding(input: OnboardingInput) {
  return apiJson("POST", "/api/onboarding", publicUserSchema, { body: input });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async () => {
      toast({ title: "Welcome to Measured!", description: "Your account is ready. Let's start tracking." });
      await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Setup Error",
        description: serverMessage(error) ?? "There was a problem setting up your account. Please try again.",
      }),
  });
}
