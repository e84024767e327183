import { type ReactNode, useId } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";

interface SettingRowProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  /** Every switch shown drives something real (decision 039): a feature still to come has none. */
  onCheckedChange: (checked: boolean) => void;
}

/** One setting: its name and what it does on the left, the switch on the right. */
export function SettingRow({ label, description, checked, onCheckedChange }: SettingRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <div className="grid min-w-0 gap-0.5">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </span>
      </div>
      <Switch aria-labelledby={labelId} aria-describedby={descriptionId} checked={checked} onCheckedChange={onCheckedChange} />
    </li>
  );
}

/** A card of settings, one row each (Settings, Theme & Display). */
export function SettingList({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-3 sm:pt-3">
        <ul className="divide-y">{children}</ul>
      </CardContent>
    </Card>
  );
}
