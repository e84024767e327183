import type { SVGProps } from "react";

/**
 * A car, drawn in lucide's stroke style for the +'s Log Mileage: lucide's own Car would be one more chunk
 * (0.4 KB gzip) in every signed-in screen's first JavaScript, which is at its 200 KB budget.
 */
export function MileageIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      // Beside the item's words, never alone: decorative.
      aria-hidden="true"
    >
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </svg>
  );
}
