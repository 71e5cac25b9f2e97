import { ToastRegion } from "#web/components/ui/toast-region.tsx";
import { ContactForm } from "#web/features/contact/contact-form.tsx";
import { Island } from "./island.tsx";

/** The home page's contact form, and the toast region it answers in. */
export function ContactFormIsland() {
  return (
    <Island>
      <ContactForm />
      <ToastRegion />
    </Island>
  );
}
