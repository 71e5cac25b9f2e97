import { ArrowRight } from "lucide-react";
import { paths } from "#contracts/paths.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";

type CommissionCopy = { eyebrow: string; value: string; title: string; text: string; pricingLink: string };

/** docs/product.md §Routes: commission up to 20% recurring, and the link to /pricing. */
export function CommissionPanel({ copy }: { copy: CommissionCopy }) {
  // React Router's link in its app, a plain anchor on the static page (web/components/ui/navigation.tsx).
  const { Link } = useNavigation();
  return (
    <section aria-labelledby="commission-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <Reveal className="mx-auto grid max-w-6xl items-center gap-10 rounded-[2rem] bg-slate-950 px-6 py-14 text-white shadow-lift sm:px-14 lg:grid-cols-[1fr_1.3fr]">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{copy.eyebrow}</p>
          <h2 id="commission-title" className="mt-3 text-white">
            <span className="block bg-gradient-to-r from-brand-300 to-accent-500 bg-clip-text text-6xl font-semibold tracking-tight text-transparent sm:text-7xl">
              {copy.value}
            </span>
            <span className="mt-2 block text-2xl font-semibold tracking-tight">{copy.title}</span>
          </h2>
        </div>
        <div className="text-center lg:text-left">
          <p className="text-lg leading-8 text-slate-300">{copy.text}</p>
          <Button asChild variant="inverted" className="mt-8">
            <Link href={paths.pricing}>
              {copy.pricingLink} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Reveal>
    </section>
  );
}
