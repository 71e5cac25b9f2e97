import { BadgeCheck, MailWarning } from "lucide-react";
import { portalCopy } from "#content/portal.ts";
import { messages } from "#contracts/messages.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { useResendVerificationEmail } from "./account-api.ts";
import { OneButtonForm } from "./one-button-form.tsx";

/** Beside the signed-in address once it is verified (decision 0007). */
export function EmailVerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {portalCopy.verification.verified}
    </span>
  );
}

/**
 * Until the address is verified, the dashboard says so first, and why it matters: the assistant
 * stays off the customer's website (decision 0007). "Resend" mails another link (rate-limited).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  return (
    <section
      aria-labelledby="email-verification-title"
      className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:items-start sm:p-6"
    >
      {/* The icon stays beside the title on a phone too. */}
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:gap-4">
        <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <h2 id="email-verification-title" className="font-semibold text-amber-950">
            {portalCopy.verification.title}
          </h2>
          <p className="mt-1 break-words text-sm text-amber-900">{portalCopy.verification.lead(email)}</p>
          {resend.isSuccess ? <SuccessAlert className="mt-3">{resend.data.message}</SuccessAlert> : null}
          {resend.isError ? (
            <ErrorAlert className="mt-3">
              {failureMessage(resend.error, messages.account.verificationSendFailed)}
            </ErrorAlert>
          ) : null}
        </div>
      </div>
      {/* Under the text on a phone, in line with it past the icon. */}
      <div className="pl-9 sm:pl-0">
        <OneButtonForm
          onSubmit={() => resend.mutate()}
          pending={resend.isPending}
          pendingLabel={portalCopy.verification.resending}
        >
          {portalCopy.verification.resend}
        </OneButtonForm>
      </div>
    </section>
  );
}
