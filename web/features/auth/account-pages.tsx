import type { ReactNode } from "react";
import { authCopy } from "#content/auth.ts";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { appLinks } from "#web/lib/hosts.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { LegalLinks } from "./legal-links.tsx";

const memberLinkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/** /sign_in around its form (an island, web/site/pages/sign_in.astro). */
export function SignInPage({ form }: { form: ReactNode }) {
  return (
    <>
      <AuthHeading title={authCopy.signIn.title} lead={authCopy.signIn.lead}>
        {authCopy.signIn.memberPrompt}{" "}
        <SmartLink href={appLinks.signUp} className={memberLinkClass}>
          {authCopy.signIn.memberLink}
        </SmartLink>
      </AuthHeading>
      {form}
      <div className="mt-6">
        <LegalLinks prefix={authCopy.legal.signInPrefix} />
      </div>
    </>
  );
}

/** /sign_up's heading, form and legal links: all of it one island, which a team invitation replaces. */
export function SignUpPage({ form }: { form: ReactNode }) {
  return (
    <>
      <AuthHeading title={authCopy.signUp.title} lead={authCopy.signUp.lead}>
        {authCopy.signUp.memberPrompt}{" "}
        <SmartLink href={appLinks.signIn} className={memberLinkClass}>
          {authCopy.signUp.memberLink}
        </SmartLink>
      </AuthHeading>
      {form}
      <div className="mt-6">
        <LegalLinks prefix={authCopy.legal.signUpPrefix} />
      </div>
    </>
  );
}

/** /recovery_email around its form (an island). */
export function RecoveryPage({ form }: { form: ReactNode }) {
  return (
    <>
      <AuthHeading title={authCopy.recovery.title} lead={authCopy.recovery.lead} />
      {form}
    </>
  );
}
