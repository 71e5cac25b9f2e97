import { authCopy } from "#content/auth.ts";
import { type LegalDocument, privacy, terms } from "#content/legal.ts";
import { LegalDocumentBody } from "#web/components/layout/legal-document.tsx";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "#web/components/ui/dialog.tsx";
import { useHydrated } from "#web/lib/hydration.tsx";

const linkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";

/** One legal text in a modal (spec §2, Modals): X closes it; the terms modal also on a backdrop click. */
function LegalDialog({
  document,
  label,
  closeOnBackdrop,
}: {
  document: LegalDocument;
  label: string;
  closeOnBackdrop: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Dialog>
      <DialogTrigger className={linkClass} disabled={!hydrated}>
        {label}
      </DialogTrigger>
      {/* The text itself is the content; it is too long to be the dialog's description. */}
      <DialogContent closeOnBackdrop={closeOnBackdrop} aria-describedby={undefined} width="2xl">
        <DialogTitle>{document.title}</DialogTitle>
        <div className="mt-6">
          <LegalDocumentBody document={document} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'By signing up, you agree to the Terms & Conditions and Privacy Policy', each opening its modal. */
export function LegalLinks({ prefix }: { prefix: string }) {
  return (
    <p className="text-center text-sm leading-6 text-slate-600">
      {prefix} <LegalDialog document={terms} label={authCopy.legal.terms} closeOnBackdrop />{" "}
      {authCopy.legal.and}{" "}
      <LegalDialog document={privacy} label={authCopy.legal.privacy} closeOnBackdrop={false} />
    </p>
  );
}
