import { Reveal } from "#web/components/layout/reveal.tsx";

type Stat = { value: string; label: string; text: string };

/** The ROI figures of docs/product.md §Product (how-it-works), as a description list. */
export function RoiStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3">
      {stats.map((stat, index) => (
        // The label comes first for screen readers (dt before dd); the figure is shown on top.
        <Reveal key={stat.label} delay={(index % 3) * 0.08} className="flex flex-col bg-white p-8">
          <dt className="text-base font-semibold text-slate-950">{stat.label}</dt>
          <dd className="text-gradient order-first mb-2 text-4xl font-semibold tracking-tight sm:text-5xl">
            {stat.value}
          </dd>
          <dd className="mt-2 text-sm leading-6 text-slate-600">{stat.text}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
