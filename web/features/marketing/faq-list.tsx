import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#web/components/ui/accordion.tsx";

type Faq = { question: string; answer: string };

/** Questions and answers, one open at a time and collapsible (docs/product.md §Behaviour). */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-3xl bg-white px-6 shadow-soft ring-1 ring-slate-200 sm:px-8">
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
