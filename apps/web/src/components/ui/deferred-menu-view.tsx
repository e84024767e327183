import { type ReactElement, useEffect, useRef } from "react";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import type { MenuEntry, MenuPlacement } from "./menu-entries";

export interface DeferredMenuViewProps extends MenuPlacement {
  trigger: ReactElement;
  entries: readonly MenuEntry[];
  /** Opened from the keyboard: focus starts on the first item, as Radix does when its own trigger gets the key. */
  byKeyboard: boolean;
}

/** The Radix menu behind a DeferredMenu: loaded on its own while the page is idle, in place (open) from the first tap. */
export default function DeferredMenuView({ trigger, entries, byKeyboard, side, align, className }: DeferredMenuViewProps) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    // After Radix has focused the content on opening: the first item, as a key on Radix's own trigger gives.
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [byKeyboard]);
  return (
    // Open when put in place: the tap that did so was on the stand-in trigger. Closing gives focus to this trigger.
    // Not modal: a modal menu marks the rest of the page aria-hidden while its links and
    // buttons stay focusable (axe aria-hidden-focus). Escape, Tab and an outside click still close it.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent ref={content} side={side} align={align} className={className}>
        {entries.map((entry) => (
          <EntryView key={entry.key} entry={entry} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function EntryView({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case "separator":
      return <DropdownMenuSeparator />;
    case "label":
      return <DropdownMenuLabel>{entry.content}</DropdownMenuLabel>;
    case "link":
      return (
        <DropdownMenuItem asChild>
          <Link
            href={entry.href}
            aria-current={entry.current ? "page" : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
          >
            {entry.icon ? <entry.icon aria-hidden="true" /> : null}
            {entry.label}
          </Link>
        </DropdownMenuItem>
      );
    case "action":
      return (
        <DropdownMenuItem
          disabled={entry.disabled}
          onSelect={(event) => {
            if (entry.keepOpen) event.preventDefault();
            entry.onSelect();
          }}
        >
          {entry.icon ? <entry.icon aria-hidden="true" /> : null}
          {entry.label}
        </DropdownMenuItem>
      );
  }
}
