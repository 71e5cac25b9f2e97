import { useLocation } from "react-router";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { SignInForm } from "#web/features/auth/lazy-forms.tsx";
import { LegalLinks } from "#web/features/auth/legal-links.tsx";
import { signInNotice } from "#web/features/auth/sign-in-notice.ts";
import { appLinks } from "#web/lib/hosts.ts";
import { LazyPart } from "#web/lib/hydration/lazy-part.tsx";
import { seo } from "#web/lib/seo.ts";

// A public entry page: indexable, with its own title and description.
export const meta = () => seo(pages.signIn);

export default function SignInPage() {
  const location = useLocation();
  return (
    <>
      <AuthHeading title={authCopy.signIn.title} lead={authCopy.signIn.lead}>
        {authCopy.signIn.memberPrompt}{" "}
        <SmartLink
          href={appLinks.signUp}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {authCopy.signIn.memberLink}
        </SmartLink>
      </AuthHeading>
      <LazyPart minHeight="22rem">
        <SignInForm notice={signInNotice(location.state)} />
      </LazyPart>
      <div className="mt-6">
        <LegalLinks prefix={authCopy.legal.signInPrefix} />
      </div>
    </>
  );
}
