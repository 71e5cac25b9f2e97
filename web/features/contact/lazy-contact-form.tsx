import { lazy } from "react";
import { LazyPartOnApproach } from "#web/lib/hydration/lazy-part-on-approach.tsx";

const ContactForm = lazy(() =>
  import("./contact-form.tsx").then((module) => ({ default: module.ContactForm })),
);

/**
 * The home page's contact form, its code (the schema and form libraries) loaded apart from the page
 * (docs/product.md §Quality, bench/page-weight.ts). The prerendered page holds the live form's markup, and React
 * hydrates it in place once the code has arrived, which it fetches as the form comes near the
 * viewport (`LazyPartOnApproach`): the fields a visitor is typing into are never swapped for others,
 * so nothing typed in the meantime is lost, however fast it comes.
 * Without JavaScript, which could not send it anyway, the prerendered form stays as it is.
 */
export function LazyContactForm() {
  return (
    <LazyPartOnApproach minHeight="30rem">
      <ContactForm />
    </LazyPartOnApproach>
  );
}
