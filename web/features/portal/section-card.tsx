import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

type SectionCardProps = {
  title: string;
  lead?: ReactNode;
  /** Beside the title on wide screens: a badge or an action. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One block of the dashboard: a titled white card (a region named by its heading). */
export function SectionCard({ title, lead, aside, children, className }: SectionCardProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "min-w-0 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80 sm:p-7",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-950">
            {title}
          </h2>
          {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
