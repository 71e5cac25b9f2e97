import type { IconName } from "#content/icons.ts";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#web/components/ui/accordion.tsx";
import { ContentIcon } from "#web/components/ui/content-icon.tsx";

type Topic = { icon: IconName; title: string; text: string };

/** docs/product.md §Routes technology accordion: one topic open at a time, and the open one can be closed. */
export function TechnologyAccordion({ topics }: { topics: readonly Topic[] }) {
  return (
    <Accordion
      defaultValue={topics[0]?.title}
      className="mx-auto max-w-3xl rounded-3xl bg-white px-6 shadow-soft ring-1 ring-slate-200 sm:px-8"
    >
      {topics.map((topic) => (
        <AccordionItem key={topic.title} value={topic.title}>
          <AccordionTrigger size="lg">
            <span className="flex items-center gap-4">
              <ContentIcon name={topic.icon} size="sm" />
              {topic.title}
            </span>
          </AccordionTrigger>
          <AccordionContent className="pl-14">{topic.text}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
