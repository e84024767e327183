import { browserToday } from "@/lib/time-zone";
import { RevenueDialog } from "./revenue-dialog";
import type { RevenueLead } from "./revenue-form";

/**
 * Add Revenue opened from another screen: the pipeline's button (no lead yet) or a signed lead's (its
 * commission), dated today.
 */
export default function AddRevenueDialog({ lead = null, onClose }: { lead?: RevenueLead | null; onClose: () => void }) {
  return <RevenueDialog entry={null} today={browserToday()} lead={lead} onClose={onClose} />;
}
