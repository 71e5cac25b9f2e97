import { Mail } from "lucide-react";
import { contactBand, homeHero } from "#content/home.ts";
import { site } from "#content/site.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";

/** The #contact anchor of the home page: how to reach sales. */
export function ContactBand() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="px-4 pb-24 sm:px-6 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand-gradient px-6 py-16 text-center text-white shadow-lift sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id="contact-title" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          {contactBand.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-white/85">{contactBand.lead}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="inverted" size="lg">
            <a href={`mailto:${site.salesEmail}`}>
              <Mail aria-hidden="true" /> {site.salesEmail}
            </a>
          </Button>
          <ScheduleDemoButton
            variant="secondary"
            size="lg"
            className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
          >
            {homeHero.secondaryCta}
          </ScheduleDemoButton>
        </div>
      </div>
    </section>
  );
}
