import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * An on/off setting saved at once (Settings, Theme & Display, Privacy). The visible track is
 * small; the button around it is the 44 px touch target.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex h-6 w-11 items-center rounded-full border-2 border-transparent bg-input transition-colors",
          "group-data-[state=checked]:bg-primary motion-reduce:transition-none",
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            "block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform motion-reduce:transition-none",
            "data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0",
          )}
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
