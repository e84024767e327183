import type { ComponentType, ReactNode, SVGProps } from "react";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * A menu's content as data, so the page's first JavaScript holds only the trigger: the Radix menu that
 * draws the entries (about 14 KB gzip) loads after the page is interactive (deferred-menu.tsx).
 */
export type MenuEntry =
  | { kind: "link"; key: string; href: string; label: ReactNode; icon?: Icon; current?: boolean }
  | { kind: "action"; key: string; label: ReactNode; icon?: Icon; onSelect: () => void; disabled?: boolean; keepOpen?: boolean }
  | { kind: "label"; key: string; content: ReactNode }
  | { kind: "separator"; key: string };

export interface MenuPlacement {
  side?: "top" | "bottom";
  align?: "start" | "end";
  className?: string;
}
