import type { ReactNode } from "react";
import { AnimatedBackground } from "./animated-background.tsx";

type PageHeroProps = { eyebrow?: string; title: ReactNode; lead?: ReactNode; children?: ReactNode };

/** The opening band of an inner page: eyebrow, headline, lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <AnimatedBackground />
      <div className="mx-auto max-w-4xl animate-fade-up px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 sm:pb-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{lead}</p> : null}
        {children ? (
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
