import { createContext, useContext } from "react";
import type { IconName } from "#content/icons.ts";
import { cn } from "#web/lib/cn.ts";

/** SVG markup per icon name, rendered at build time by the page's loader (icon-markup.server.ts). */
export const IconMarkupContext = createContext<Partial<Record<IconName, string>>>({});

/** The icon a piece of copy names, in a soft brand tile; decorative, so hidden from screen readers. */
const sizes = { sm: "size-10", md: "size-11", lg: "size-12" } as const;

export function ContentIcon({ name, size = "md" }: { name: IconName; size?: keyof typeof sizes }) {
  const markup = useContext(IconMarkupContext)[name] ?? "";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        sizes[size],
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's SVG, rendered by our own build
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
