import { useQuery } from "@tanstack/react-query";
import { KeyRound, Loader2, LogOut } from "lucide-react";
import { Link } from "react-router";
import { authCopy } from "#content/auth.ts";
import { appLinks } from "#content/hosts.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { profileQuery } from "./auth-api.ts";
import { readSignedInEmail } from "./signed-in-email.ts";
import { useLogout } from "./use-logout.ts";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/**
 * The signed-in dashboard as far as the accounts issue goes (DESIGN §5): who is signed in, the
 * trial, the widget key and Log out. The portal issue builds the rest on it.
 */
export function Dashboard() {
  const profile = useQuery(profileQuery);
  const logout = useLogout();

  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {authCopy.portal.loading}
      </p>
    );
  }
  if (profile.isError) {
    const signedOut = profile.error instanceof ApiRequestError && profile.error.status === 401;
    return (
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight">{authCopy.portal.signedOutTitle}</h1>
        {signedOut ? (
          <p className="mt-3 text-slate-600">{authCopy.portal.signedOutLead}</p>
        ) : (
          <ErrorAlert className="mt-4 text-left">{profile.error.message}</ErrorAlert>
        )}
        <Button asChild className="mt-8">
          <Link to={appLinks.signIn}>{authCopy.portal.signIn}</Link>
        </Button>
      </div>
    );
  }

  const user = profile.data;
  return (
    <div>
      <p className="text-sm font-medium text-brand-700">
        {authCopy.portal.signedInAs(readSignedInEmail() ?? user.email)}
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-950">
        {authCopy.portal.greeting(user.fullName)}
      </h1>
      <p className="mt-3 text-slate-600">
        {authCopy.portal.trialEnds(dateFormat.format(new Date(user.trialEndsAt)))}
      </p>
      <div className="mt-8 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <KeyRound aria-hidden="true" className="size-4 text-brand-600" /> {authCopy.portal.widgetKey}
        </p>
        <code className="mt-2 block overflow-x-auto rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800">
          {user.widgetKey}
        </code>
      </div>
      {logout.isError ? <ErrorAlert className="mt-6">{logout.error.message}</ErrorAlert> : null}
      <Button
        variant="secondary"
        className="mt-8"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {logout.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {logout.isPending ? authCopy.portal.loggingOut : authCopy.portal.logOut}
      </Button>
    </div>
  );
}
