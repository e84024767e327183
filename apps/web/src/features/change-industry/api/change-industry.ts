import { type IndustryId, publicUserSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { apiJson, HttpError, isUnauthorizedError, serverMessage } from "@/lib/api-client";
import { invalidateAfterIndustryChange } from "@/lib/query-keys";
import { USER_QUERY_KEY } from "@/lib/user";

/** Spec section 6: the login redirect after a logged-out finding waits 500 ms. */
const LOGIN_REDIRECT_DELAY_MS = 500;
const LOGIN_URL = "/api/login";

/** PATCH /api/user/industry: switches the active metrics to the template; entries are kept. */
export function changeIndustry(industry: IndustryId) {
  return apiJson("PATCH", "/api/user/industry", publicUserSchema, { body: { industry } });
}

export function useChangeIndustry() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: changeIndustry,
    onSuccess: async (user) => {
      toast({
        title: "Industry template changed successfully",
        description: "Your KPI metrics have been updated to match the new industry template.",
      });
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await invalidateAfterIndustryChange(queryClient);
      navigate(paths.dashboard);
    },
    onError: (error) => {
      if (isUnauthorizedError(error) || (error instanceof HttpError && error.status === 401)) {
        toast({ variant: "destructive", title: "Unauthorized", description: "You are logged out. Logging in again..." });
        setTimeout(() => window.location.assign(LOGIN_URL), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      toast({
        variant: "destructive",
        title: "Failed to change industry template",
        description: serverMessage(error) ?? "An unexpected error occurred",
      });
    },
  });
}
