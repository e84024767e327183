import type { Client } from "@measured/core";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useClient } from "@/components/lead/api/get-lead";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";

/** The lead id in `?lead=12`, or null for none or anything that is not one. */
export function leadIdFrom(search: string): number | null {
  const text = new URLSearchParams(search).get("lead");
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The leads page opened at one lead (`/clients?lead=12`, where a dashboard or pipeline figure's records
 * link, decision 047): once the lead is loaded it is handed to `onLead` (the page opens it), and the
 * address goes back to /clients so closing the lead does not open it again.
 */
export function useLeadFromAddress(onLead: (lead: Client) => void) {
  const wanted = leadIdFrom(useSearch());
  const [, navigate] = useLocation();
  const lead = useClient(wanted);
  const handled = useRef<number | null>(null);
  const open = useRef(onLead);
  open.current = onLead;
  useEffect(() => {
    if (wanted === null || handled.current === wanted) return;
    if (lead.data && lead.data.id === wanted) {
      handled.current = wanted;
      open.current(lead.data);
      navigate(paths.clients, { replace: true });
    } else if (lead.isError) {
      handled.current = wanted;
      toast({ variant: "destructive", title: "That lead could not be found." });
      navigate(paths.clients, { replace: true });
    }
  }, [wanted, lead.data, lead.isError, navigate]);
}
