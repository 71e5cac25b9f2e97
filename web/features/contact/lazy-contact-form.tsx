import { lazy } from "react";
import { LazyPart } from "#web/lib/hydration.tsx";

const ContactForm = lazy(() =>
  import("./contact-form.tsx").then((module) => ({ default: module.ContactForm })),
);

/**
 * The home page's contact form, its code (the schema and form libraries) loaded apart from the page
 * (DESIGN §6, bench/page-weight.ts). The prerendered page holds the live form's markup, and React
 * hydrates it in place once the code has arrived: the fields a visitor is typing into are never
 * swapped for others, so nothing typed in the meantime is lost, however fast it comes. The page
 * counts as interactive once the form is (web/lib/hydration.tsx).
 * Without JavaScript, which could not send it anyway, the prerendered form stays as it is.
 */
export function LazyContactForm() {
  return (
    <LazyPart minHeight="30rem">
      <ContactForm />
    </LazyPart>
  );
}
