import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { homeHero } from "#content/home.ts";
import { timings } from "#contracts/constants.ts";
import { AnimatedBackground } from "#web/components/layout/animated-background.tsx";
import { SignUpCta } from "#web/features/marketing/sign-up-cta.tsx";
import { WidgetMockup } from "./widget-mockup.tsx";

/**
 * docs/product.md §Routes hero. The fade-in is a CSS animation delayed 400 ms, so it runs from the first paint of
 * the prerendered page instead of waiting for hydration. `demoButton` is the page's 'Schedule Demo'
 * (web/features/home/home-page.tsx).
 */
export function HomeHero({ demoButton }: { demoButton: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden">
      <AnimatedBackground />
      <div
        className="mx-auto grid max-w-7xl animate-fade-up items-center gap-16 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-24"
        style={{ animationDelay: `${timings.heroFadeInDelayMs}ms` }}
      >
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-medium text-brand-700 shadow-soft ring-1 ring-brand-100">
            <Sparkles aria-hidden="true" className="size-4" /> {homeHero.badge}
          </p>
          <h1 className="mt-6 text-[2.5rem] leading-[1.08] font-semibold tracking-tight sm:text-6xl lg:text-[3.25rem] xl:text-[3.5rem]">
            <span className="text-gradient">{homeHero.headlineStart}</span> {homeHero.headlineEnd}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600 lg:mx-0">{homeHero.lead}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <SignUpCta>{homeHero.primaryCta}</SignUpCta>
            {demoButton}
          </div>
          <p className="mt-4 text-sm text-slate-500">{homeHero.reassurance}</p>
          <dl className="mx-auto mt-12 grid max-w-xl grid-cols-2 gap-x-6 gap-y-6 border-t border-slate-200/80 pt-8 sm:grid-cols-4 lg:mx-0">
            {homeHero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm text-slate-500">{stat.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight text-slate-950">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <WidgetMockup />
      </div>
    </section>
  );
}
