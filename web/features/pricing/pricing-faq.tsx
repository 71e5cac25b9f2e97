import { pricingCopy } from "#content/pricing.ts";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#web/components/ui/accordion.tsx";

/** docs/product.md §Routes Pricing FAQ: one answer open at a time, and collapsible. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl px-4 sm:px-6">
      <h2 id="pricing-faq-title" className="text-center text-3xl font-semibold tracking-tight">
        {pricingCopy.faqTitle}
      </h2>
      <Accordion className="mt-10 rounded-3xl bg-white px-6 shadow-soft ring-1 ring-slate-200 sm:px-8">
        {pricingCopy.faq.map((item) => (
          <AccordionItem key={item.question} value={item.question}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
