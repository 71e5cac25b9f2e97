import { lazy, Suspense } from "react";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { SignUpForm } from "#web/features/auth/lazy-forms.tsx";
import { LegalLinks } from "#web/features/auth/legal-links.tsx";
import { useInvitationToken } from "#web/features/team/use-invitation-token.ts";
import { appLinks } from "#web/lib/hosts.ts";
import { LazyPart } from "#web/lib/hydration/lazy-part.tsx";
import { seo } from "#web/lib/seo.ts";

// Only a teammate's invitation link needs it: off the sign-up page's own bundle.
const JoinTeamPage = lazy(() =>
  import("#web/features/team/join-team-form.tsx").then((module) => ({ default: module.JoinTeamPage })),
);

// A public entry page: indexable, with its own title and description.
export const meta = () => seo(pages.signUp);

export default function SignUpPage() {
  // A teammate's mailed invitation (decision 0053) opens the join form instead.
  const invitation = useInvitationToken();
  if (invitation) {
    return (
      <Suspense fallback={null}>
        <JoinTeamPage token={invitation} />
      </Suspense>
    );
  }
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
