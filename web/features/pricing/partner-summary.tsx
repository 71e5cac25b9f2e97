import { ArrowRight, Check } from "lucide-react";
import { pricingCopy } from "#content/pricing.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";

/** The 'Partner Program' tab of the pricing tabs: a summary that leads to /partner-program. */
export function PartnerSummary({ heading: Heading }: { heading: "h2" | "h3" }) {
  const copy = pricingCopy.partner;
  const { Link } = useNavigation();
  return (
    <div className="mx-auto max-w-3xl rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-200 sm:p-12">
      <Heading className="text-3xl font-semibold tracking-tight">{copy.title}</Heading>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-600">{copy.lead}</p>
      <ul className="mx-auto mt-8 grid max-w-xl gap-3 text-left sm:grid-cols-3 sm:text-center">
        {copy.points.map((point) => (
          <li
            key={point}
            className="flex gap-2 text-sm font-medium text-slate-700 sm:flex-col sm:items-center"
          >
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" /> {point}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-10">
        <Link href={paths.partnerProgram}>
          {copy.cta} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
