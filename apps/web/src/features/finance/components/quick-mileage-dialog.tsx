import { browserToday } from "@/lib/time-zone";
import { MileageDialog } from "./mileage-dialog";

/** Log Mileage (spec section 2, quick entry "mileage"): a new trip dated today, from the + on any screen. */
export default function QuickMileageDialog({ onClose }: { onClose: () => void }) {
  return <MileageDialog trip={null} today={browserToday()} onClose={onClose} />;
}
