import type { ReactNode } from "react";
import type { SectionCopy } from "#content/icons.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { SectionHeading } from "#web/components/layout/section-heading.tsx";
import { cn } from "#web/lib/cn.ts";

type PageSectionProps = {
  /** Used for the heading's id (`<id>-title`) and as the section's anchor when `anchor` is set. */
  id: string;
  heading: SectionCopy;
  /** Whether the section is a link target (`#id`), like the home page's sections. */
  anchor?: boolean;
  tone?: "white" | "tinted";
  className?: string;
  children: ReactNode;
};

/** A titled band of a marketing page: a landmark region named by its heading. */
export function PageSection({ id, heading, anchor, tone = "white", className, children }: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={titleId}
      className={cn("px-4 py-20 sm:px-6 sm:py-28 lg:px-8", tone === "tinted" && "bg-slate-50/70", className)}
    >
      <div className="mx-auto max-w-7xl">
        <Reveal>
          <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        </Reveal>
        <div className="mt-14 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}
