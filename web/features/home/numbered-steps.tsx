import { Reveal } from "#web/components/layout/reveal.tsx";

type Step = { title: string; text: string };

/** An ordered list of steps, numbered and joined by a line on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-200 via-accent-500/40 to-brand-200 md:block"
      />
      <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
        {steps.map((step, index) => (
          <Reveal as="li" key={step.title} delay={index * 0.1} className="relative text-center">
            <span
              aria-hidden="true"
              className="relative mx-auto flex size-12 items-center justify-center rounded-full bg-white text-lg font-semibold text-brand-700 shadow-soft ring-1 ring-brand-100"
            >
              {index + 1}
            </span>
            <h3 className="mt-6 text-lg font-semibold tracking-tight">{step.title}</h3>
            <p className="mx-auto mt-2 max-w-xs leading-7 text-slate-600">{step.text}</p>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
