import { useId } from "react";
import { authCopy } from "#content/auth.ts";
import { type LegalDocument, privacy, terms } from "#content/legal.ts";
import { LegalDocumentBody } from "#web/components/layout/legal-document.tsx";
import { dialogTrigger, NativeDialog } from "#web/components/ui/native-dialog.tsx";

const linkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";

/**
 * A link-styled button opening one legal text: X closes it; the terms modal also on a backdrop
 * click. The text is in the page's HTML, in a native `<dialog>` that the browser opens on the first
 * click, before the page has hydrated (decision 0021).
 */
function LegalLink({
  document,
  label,
  closeOnBackdrop,
}: {
  document: LegalDocument;
  label: string;
  closeOnBackdrop: boolean;
}) {
  const dialogId = `${useId()}legal`;
  return (
    <>
      <button type="button" className={linkClass} {...dialogTrigger(dialogId)}>
        {label}
      </button>
      <NativeDialog id={dialogId} title={document.title} closeOnBackdrop={closeOnBackdrop} width="2xl">
        <div className="mt-6">
          <LegalDocumentBody document={document} />
        </div>
      </NativeDialog>
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
