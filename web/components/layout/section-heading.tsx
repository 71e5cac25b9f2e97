import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  as?: "h1" | "h2";
  className?: string;
};

/** Eyebrow, title and lead of a page section, centred. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  as: Heading = "h2",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          "mt-3 font-semibold tracking-tight",
          Heading === "h1" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">{lead}</p> : null}
    </div>
  );
}
