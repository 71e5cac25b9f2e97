import { lazy } from "react";
import { LazyPart } from "#web/lib/hydration.tsx";
import { ContactFormView } from "./contact-form-view.tsx";

const ContactForm = lazy(() =>
  import("./contact-form.tsx").then((module) => ({ default: module.ContactForm })),
);

/**
 * The home page's contact form, its code (the schema and form libraries) loaded apart from the page
 * (DESIGN §6, bench/page-weight.ts). The prerendered page holds the live form's markup, and React
 * hydrates it in place once the code has arrived: the fields a visitor is typing into are never
 * swapped for others, so nothing typed in the meantime is lost, however fast it comes. The page
 * counts as interactive once the form is (web/lib/hydration.tsx).
 *
 * The shell below is only what a client-side navigation to the home page shows until the code has
 * loaded: the same fields, with the button off.
 */
export function LazyContactForm() {
  return (
    <LazyPart
      fallback={
        <ContactFormView
          fieldProps={(name) => ({ name })}
          pending={false}
          disabled
          onSubmit={(event) => event.preventDefault()}
        />
      }
    >
      <ContactForm />
    </LazyPart>
  );
}
