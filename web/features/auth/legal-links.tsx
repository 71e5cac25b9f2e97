import { useId } from "react";
import { authCopy } from "#content/auth.ts";
import { type LegalDocument, privacy, terms } from "#content/legal.ts";
import { LegalDocumentBody } from "#web/components/layout/legal-document.tsx";
import { dialogTrigger } from "#web/components/ui/dialog-trigger.ts";
import { NativeDialog } from "#web/components/ui/native-dialog.tsx";

const linkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";

/** A link-styled button opening one legal text. */
function LegalLink({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <button type="button" className={linkClass} {...dialogTrigger(dialogId)}>
      {label}
    </button>
  );
}

/** One legal text in a modal: X closes it; the terms modal also on a backdrop click. */
function LegalDialog({
  id,
  document,
  closeOnBackdrop,
}: {
  id: string;
  document: LegalDocument;
  closeOnBackdrop: boolean;
}) {
  return (
    <NativeDialog id={id} title={document.title} closeOnBackdrop={closeOnBackdrop} width="2xl">
      <div className="mt-6">
        <LegalDocumentBody document={document} />
      </div>
    </NativeDialog>
  );
}

/**
 * 'By signing up, you agree to the Terms & Conditions and Privacy Policy', each opening its modal.
 * The texts are in the page's HTML, in native `<dialog>`s that the browser opens on the first
 * click, before the page has hydrated (decision 0027); they follow the sentence, since a `<p>`
 * cannot hold a dialog.
 */
export function LegalLinks({ prefix }: { prefix: string }) {
  const id = useId();
  const termsId = `${id}terms`;
  const privacyId = `${id}privacy`;
  return (
    <>
      <p className="text-center text-sm leading-6 text-slate-600">
        {prefix} <LegalLink dialogId={termsId} label={authCopy.legal.terms} /> {authCopy.legal.and}{" "}
        <LegalLink dialogId={privacyId} label={authCopy.legal.privacy} />
      </p>
      <LegalDialog id={termsId} document={terms} closeOnBackdrop />
      <LegalDialog id={privacyId} document={privacy} closeOnBackdrop={false} />
    </>
  );
}
