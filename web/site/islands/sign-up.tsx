import { lazy, Suspense } from "react";
import { SignUpPage } from "#web/features/auth/account-pages.tsx";
import { SignUpForm } from "#web/features/auth/sign-up-form.tsx";
import { useInvitationToken } from "#web/features/team/use-invitation-token.ts";
import { Island } from "./island.tsx";

// Only a teammate's invitation link needs it: off the sign-up page's own code.
const JoinTeamPage = lazy(() =>
  import("#web/features/team/join-team-form.tsx").then((module) => ({ default: module.JoinTeamPage })),
);

/** /sign_up, all of it: a teammate's mailed invitation (decision 0053) opens the join form instead. */
export function SignUpIsland() {
  const invitation = useInvitationToken();
  return (
    <Island>
      {invitation ? (
        <Suspense fallback={null}>
          <JoinTeamPage token={invitation} />
        </Suspense>
      ) : (
        <SignUpPage form={<SignUpForm />} />
      )}
    </Island>
  );
}
