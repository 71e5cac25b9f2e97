import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { RecoveryForm } from "#web/features/auth/lazy-forms.tsx";
import { LazyPart } from "#web/lib/hydration/lazy-part.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.recovery, noindex: true });

export default function RecoveryEmailPage() {
  return (
    <>
      <AuthHeading title={authCopy.recovery.title} lead={authCopy.recovery.lead} />
      <LazyPart minHeight="12rem">
        <RecoveryForm />
      </LazyPart>
    </>
  );
}
