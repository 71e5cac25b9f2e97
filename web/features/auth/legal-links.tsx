import { lazy, Suspense } from "react";
import { authCopy } from "#content/auth.ts";
import { type LegalDocument, privacy, terms } from "#content/legal.ts";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";
import { useHydrated } from "#web/lib/hydration.tsx";

// The dialog (Radix Dialog and the text's layout) loads when a visitor shows interest, not with the
// account pages' first download: hovering or focusing a link starts it, the first click awaits it.
const loadLegalDialog = () => import("./legal-dialog.tsx");
const LegalDialog = lazy(() => loadLegalDialog().then((module) => ({ default: module.LegalDialog })));

const linkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";

/** A link-styled button opening one legal text: X closes it; the terms modal also on a backdrop click. */
function LegalLink({
  document,
  label,
  closeOnBackdrop,
}: {
  document: LegalDocument;
  label: string;
  closeOnBackdrop: boolean;
}) {
  const hydrated = useHydrated();
  const dialog = useDeferredDialog();
  return (
    <>
      <button
        type="button"
        className={linkClass}
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onPointerEnter={loadLegalDialog}
        onFocus={loadLegalDialog}
        onClick={(event) => dialog.show(event.currentTarget)}
      >
        {label}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <LegalDialog document={document} closeOnBackdrop={closeOnBackdrop} {...dialog.dialogProps} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'By signing up, you agree to the Terms & Conditions and Privacy Policy', each opening its modal. */
export function LegalLinks({ prefix }: { prefix: string }) {
  return (
    <p className="text-center text-sm leading-6 text-slate-600">
      {prefix} <LegalLink document={terms} label={authCopy.legal.terms} closeOnBackdrop />{" "}
      {authCopy.legal.and}{" "}
      <LegalLink document={privacy} label={authCopy.legal.privacy} closeOnBackdrop={false} />
    </p>
  );
}
