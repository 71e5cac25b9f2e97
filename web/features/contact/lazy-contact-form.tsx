import { useCallback, useEffect, useRef, useState } from "react";
import { CONTACT_FORM_FIELDS, type ContactFormField } from "#contracts/contact-fields.ts";
import { useHydrationHold } from "#web/lib/hydration.tsx";
import type { ContactForm, ContactFormHandoff } from "./contact-form.tsx";
import { ContactFormView } from "./contact-form-view.tsx";

const loadContactForm = () => import("./contact-form.tsx");

function isContactField(name: string): name is ContactFormField {
  return (CONTACT_FORM_FIELDS as readonly string[]).includes(name);
}

/** What the visitor typed into the shell, where the focus was, and whether they already submitted. */
function readShell(shell: HTMLFormElement | null, submitted: boolean): ContactFormHandoff {
  const values: ContactFormHandoff["values"] = {};
  if (!shell) return { values, focused: undefined, submitted };
  for (const [name, value] of new FormData(shell)) {
    if (isContactField(name) && typeof value === "string") values[name] = value;
  }
  const active = document.activeElement;
  const focusedName = active && shell.contains(active) ? active.getAttribute("name") : null;
  return { values, focused: focusedName && isContactField(focusedName) ? focusedName : undefined, submitted };
}

/**
 * The contact form as the home page paints it: the same markup at once (prerendered, usable
 * without waiting), and the live form, with its schema library and form state, loaded right after
 * hydration instead of in the first load (DESIGN §6, bench/page-weight.ts). Whatever the visitor
 * typed, focused or submitted in the meantime carries over.
 */
export function LazyContactForm() {
  const shellRef = useRef<HTMLFormElement>(null);
  const submittedRef = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  const [LiveForm, setLiveForm] = useState<typeof ContactForm>();
  const handoffRef = useRef<ContactFormHandoff>(undefined);

  const activeRef = useRef(true);
  const loadingRef = useRef(false);
  // The page counts as interactive once the live form is in place (or could not load).
  const releaseHydration = useHydrationHold();
  const load = useCallback(() => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    loadContactForm().then(
      ({ ContactForm: Form }) => {
        if (!activeRef.current) return releaseHydration();
        setLiveForm(() => Form);
      },
      () => {
        releaseHydration();
        // Offline for a moment: a later submit tries again instead of spinning forever.
        loadingRef.current = false;
        submittedRef.current = false;
        if (activeRef.current) setSubmitted(false);
      },
    );
  }, [releaseHydration]);

  // Until hydration the button is disabled: a submit then would be the browser's own, a page load
  // with the visitor's text in the URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    activeRef.current = true;
    load();
    return () => {
      activeRef.current = false;
    };
  }, [load]);

  // Interactive once the live form is on the page, not when its module has loaded: a test (or a
  // script) filling the shell in between would see the swap under its hands.
  useEffect(() => {
    if (LiveForm) releaseHydration();
  }, [LiveForm, releaseHydration]);

  if (LiveForm) {
    // The shell is read in the render that replaces it. That render is an urgent update, which React
    // renders and commits in one task, so no keystroke lands between the reading and the swap.
    // (flushSync did the same, but also ran everything else pending in the page, in the task that
    // had just evaluated the form's modules: the home page's longest task, docs/performance.md.)
    handoffRef.current ??= readShell(shellRef.current, submittedRef.current);
    return <LiveForm handoff={handoffRef.current} />;
  }
  return (
    <ContactFormView
      formRef={shellRef}
      fieldProps={(name) => ({ name })}
      pending={submitted}
      disabled={!hydrated}
      onSubmit={(event) => {
        // Sent by the live form as soon as it has loaded.
        event.preventDefault();
        submittedRef.current = true;
        setSubmitted(true);
        load();
      }}
    />
  );
}
