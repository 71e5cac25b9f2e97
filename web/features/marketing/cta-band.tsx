import type { ReactNode } from "react";
import { Reveal } from "#web/components/layout/reveal.tsx";

type CtaBandProps = { id: string; title: string; text: string; note?: string; children: ReactNode };

/** The closing call to action of a page: a brand-gradient panel with its buttons. */
export function CtaBand({ id, title, text, note, children }: CtaBandProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <Reveal className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand-gradient px-6 py-16 text-center text-white shadow-lift sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-28 -left-20 -z-10 size-80 bg-radial-[closest-side] from-white/10 from-30% to-transparent"
        />
        <div
          aria-hidden="true"
          className="absolute -right-16 -bottom-32 -z-10 size-96 bg-radial-[closest-side] from-accent-500/40 from-30% to-transparent"
        />
        <h2 id={titleId} className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-white/85">{text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        {note ? <p className="mt-6 text-sm font-medium text-white/85">{note}</p> : null}
      </Reveal>
    </section>
  );
}
