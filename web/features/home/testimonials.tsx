import { useContext } from "react";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";

type Testimonial = { quote: string; name: string; role: string };

/** Stars for people who see them, one sentence for those who hear them ("5 out of 5 stars"). */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const star = useContext(IconMarkupContext).star ?? "";
  return (
    <div role="img" aria-label={`${rating} out of ${outOf} stars`} className="flex gap-0.5 text-amber-400">
      {Array.from({ length: outOf }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
          key={index}
          aria-hidden="true"
          className={index < rating ? "[&_svg]:size-5 [&_svg]:fill-current" : "text-slate-300 [&_svg]:size-5"}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's SVG, rendered by our own build
          dangerouslySetInnerHTML={{ __html: star }}
        />
      ))}
    </div>
  );
}

/** docs/product.md §Routes, Home: three testimonials, five stars each. */
export function Testimonials({ items, rating }: { items: readonly Testimonial[]; rating: number }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex">
          <figure className="flex w-full flex-col rounded-2xl bg-white p-7 shadow-soft ring-1 ring-slate-200/80">
            <StarRating rating={rating} />
            <blockquote className="mt-5 flex-1 text-[1.0625rem] leading-8 text-slate-800">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-gradient text-sm font-semibold text-white"
              >
                {initials(item.name)}
              </span>
              <span>
                <span className="block font-semibold text-slate-950">{item.name}</span>
                <span className="block text-sm text-slate-600">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");
