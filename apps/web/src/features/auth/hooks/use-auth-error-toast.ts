import { AUTH_ERROR_TOAST_TITLE, googleErrorMessage } from "@measured/core";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

/**
 * Spec section 8: `/signin?error=<value>` shows a destructive toast, then the
 * parameter is removed from the address (other parameters stay).
 */
export function useAuthErrorToast(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("error")) return;
    const value = url.searchParams.get("error");
    toast({ variant: "destructive", title: AUTH_ERROR_TOAST_TITLE, description: googleErrorMessage(value) });
    url.searchParams.delete("error");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
