import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { SignUpForm } from "#web/features/auth/lazy-forms.tsx";
import { LegalLinks } from "#web/features/auth/legal-links.tsx";
import { appLinks } from "#web/lib/hosts.ts";
import { LazyPart } from "#web/lib/hydration/lazy-part.tsx";
import { seo } from "#web/lib/seo.ts";

// A public entry page: indexable, with its own title and description.
export const meta = () => seo(pages.signUp);

export default function SignUpPage() {
  return (
    <>
      <AuthHeading title={authCopy.signUp.title} lead={authCopy.signUp.lead}>
        {authCopy.signUp.memberPrompt}{" "}
        <SmartLink
          href={appLinks.signIn}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {authCopy.signUp.memberLink}
        </SmartLink>
      </AuthHeading>
      <LazyPart minHeight="38rem">
        <SignUpForm />
      </LazyPart>
      <div className="mt-6">
        <LegalLinks prefix={authCopy.legal.signUpPrefix} />
      </div>
    </>
  );
}
