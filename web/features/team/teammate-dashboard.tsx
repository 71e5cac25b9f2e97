import { Link } from "react-router";
import { authCopy } from "#content/auth.ts";
import { teamCopy } from "#content/team.ts";
import { paths } from "#contracts/paths.ts";
import { teamMessages } from "#contracts/team.ts";
import { NoticeAlert } from "#web/components/ui/alert.tsx";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { ChangePasswordForm } from "#web/features/portal/change-password-form.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { SessionsCard } from "#web/features/portal/sessions-card.tsx";
import { usePortalProfile } from "#web/features/portal/use-portal-profile.ts";

/**
 * A teammate's dashboard (decision 0053): whose chats they answer and the way there, and their own
 * password and sign-ins. Nothing of the owner's account: those calls are refused anyway.
 */
export function TeammateDashboard() {
  const profile = usePortalProfile();
  const agent = profile.teamRole === "agent";
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <p className="text-sm font-medium text-brand-700">{authCopy.portal.signedInAs(profile.email)}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">
          {authCopy.portal.greeting(profile.fullName)}
        </h1>
      </div>
      {agent ? (
        <SectionCard title={teamCopy.agent.title(profile.teamOf ?? "")} lead={teamCopy.agent.lead}>
          <Link to={paths.conversations} className={buttonVariants({ size: "md" })}>
            {teamCopy.agent.open}
          </Link>
        </SectionCard>
      ) : (
        <NoticeAlert>{teamMessages.removed}</NoticeAlert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChangePasswordForm />
        <SessionsCard />
      </div>
    </div>
  );
}
