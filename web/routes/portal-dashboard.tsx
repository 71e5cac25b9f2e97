import { authCopy } from "#content/auth.ts";
import { paths } from "#contracts/paths.ts";
import { AccountDetailsForm } from "#web/features/portal/account-details-form.tsx";
import { ChangePasswordForm } from "#web/features/portal/change-password-form.tsx";
import { DataCard } from "#web/features/portal/data-card.tsx";
import { EmailVerificationNotice, EmailVerifiedBadge } from "#web/features/portal/email-verification.tsx";
import { InstallCard } from "#web/features/portal/install-card.tsx";
import { PlanCard } from "#web/features/portal/plan-card.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { SessionsCard } from "#web/features/portal/sessions-card.tsx";
import { usePortalProfile } from "#web/features/portal/use-portal-profile.ts";
import { TeamCard } from "#web/features/team/team-card.tsx";
import { TeammateDashboard } from "#web/features/team/teammate-dashboard.tsx";

export const meta = () => portalScreenMeta(paths.dashboard);

/** /portal/dashboard (docs/product.md §Deviations, §Product): the plan, the snippet, the account. */
export default function PortalDashboardPage() {
  const profile = usePortalProfile();
  if (profile.teamRole !== "owner") return <TeammateDashboard />;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-700">
          {authCopy.portal.signedInAs(profile.email)}
          {profile.emailVerified ? <EmailVerifiedBadge /> : null}
        </p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">
          {authCopy.portal.greeting(profile.fullName)}
        </h1>
      </div>
      {profile.emailVerified ? null : <EmailVerificationNotice email={profile.email} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-3">
          <InstallCard widgetKey={profile.widgetKey} />
          <AccountDetailsForm profile={profile} />
          <DataCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <PlanCard trialEndsAt={profile.trialEndsAt} />
          <ChangePasswordForm />
          <SessionsCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-5">
          <TeamCard />
        </div>
      </div>
    </div>
  );
}
