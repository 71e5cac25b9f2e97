import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { CopyCard } from "#content/icons.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { ContentIcon } from "#web/components/ui/content-icon.tsx";
import { cn } from "#web/lib/cn.ts";

type CardGridProps<Card extends CopyCard> = {
  cards: readonly Card[];
  /** Column count on wide screens. */
  columns?: 2 | 3 | 4;
  /** The cards' heading level, under the section's h2. */
  headingLevel?: "h3" | "h2";
  className?: string;
  /** Extra content at the bottom of each card. */
  footer?: (card: Card) => ReactNode;
};

const columnClasses = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** A grid of icon cards, each revealed a moment after the one before it. */
export function CardGrid<Card extends CopyCard>({
  cards,
  columns = 3,
  headingLevel: Heading = "h3",
  className,
  footer,
}: CardGridProps<Card>) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 sm:gap-6", columnClasses[columns], className)}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title} delay={(index % columns) * 0.08} className="flex">
          <article className="group flex w-full flex-col rounded-2xl bg-white p-6 shadow-soft ring-1 ring-slate-200/80 transition-[box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:shadow-lift sm:p-7">
            <ContentIcon name={card.icon} />
            <Heading className="mt-5 text-lg font-semibold tracking-tight">{card.title}</Heading>
            <p className="mt-2 leading-7 text-slate-600">{card.text}</p>
            {card.points ? (
              <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
            {footer ? <div className="mt-auto">{footer(card)}</div> : null}
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
