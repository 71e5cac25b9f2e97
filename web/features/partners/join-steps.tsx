import { Reveal } from "#web/components/layout/reveal.tsx";

type Step = { title: string; text: string };

/** How to join: numbered cards side by side. */
export function JoinSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <Reveal as="li" key={step.title} delay={index * 0.1} className="flex">
          <div className="w-full rounded-2xl bg-white p-7 shadow-soft ring-1 ring-slate-200/80">
            <span aria-hidden="true" className="text-gradient text-4xl font-semibold tracking-tight">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-lg font-semibold tracking-tight">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
