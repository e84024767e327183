import { messageResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** The same one-click call a mail program makes from the digest's List-Unsubscribe header (RFC 8058). */
export function unsubscribe(token: string) {
  return apiJson("POST", `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, messageResponseSchema);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
