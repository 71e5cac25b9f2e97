import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { contactBand } from "#content/home.ts";
import { site } from "#content/site.ts";
import { Button } from "#web/components/ui/button.tsx";

/**
 * The #contact anchor of the home page (docs/product.md §Routes): the contact form beside the other ways to reach
 * sales. 'Contact Sales', 'Get Started Today' and the footer's 'Contact' all land here (/#contact).
 * The demo button and the form are the page's (web/features/home/home-page.tsx).
 */
export function ContactBand({ demoButton, form }: { demoButton: ReactNode; form: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 px-4 pb-24 sm:px-6 lg:px-8">
      <div className="relative isolate mx-auto grid max-w-6xl gap-10 overflow-hidden rounded-[2rem] bg-brand-gradient px-5 py-12 text-white shadow-lift sm:px-10 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-14 lg:px-14 lg:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-80 bg-radial-[closest-side] from-white/10 from-30% to-transparent"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 -z-10 size-96 bg-radial-[closest-side] from-accent-500/30 from-30% to-transparent"
        />
        <div className="text-center lg:text-left">
          <h2 id="contact-title" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {contactBand.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-white/85 lg:mx-0">{contactBand.lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:w-fit lg:flex-col lg:items-stretch">
            <Button asChild variant="inverted" size="lg">
              <a href={`mailto:${site.salesEmail}`}>
                <Mail aria-hidden="true" /> {site.salesEmail}
              </a>
            </Button>
            {demoButton}
          </div>
        </div>
        <div className="rounded-3xl bg-white p-5 text-slate-900 shadow-lift ring-1 ring-slate-900/5 sm:p-8">
          {form}
        </div>
      </div>
    </section>
  );
}
