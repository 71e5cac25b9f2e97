import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  AuthNotice,
  type ChangePasswordFormValues,
  Profile,
  type ProfileUpdateBody,
} from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { z } from "#contracts/zod.ts";
import { profileQuery, withSession } from "#web/features/auth/auth-api.ts";
import { goToSignIn } from "#web/features/auth/sign-in-notice.ts";
import { rememberSignedInEmail } from "#web/features/auth/signed-in-email.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** The account calls of the portal; each renews an expired access token once (withSession). */
export function updateProfile(body: ProfileUpdateBody): Promise<Profile> {
  return withSession(() => apiFetch(apiPaths.me, Profile, { method: "PATCH", body }));
}

export function changePassword(values: ChangePasswordFormValues): Promise<AuthNotice> {
  const { currentPassword, password } = values;
  return withSession(() =>
    apiFetch(apiPaths.password, AuthNotice, { method: "POST", body: { currentPassword, password } }),
  );
}

/** Decision 0007: another verification link, for an address not yet verified. */
function resendVerificationEmail(): Promise<AuthNotice> {
  return withSession(() => apiFetch(apiPaths.verificationEmail, AuthNotice, { method: "POST" }));
}

export function useResendVerificationEmail() {
  return useMutation({ mutationKey: ["account", "verification-email"], mutationFn: resendVerificationEmail });
}

function replaceWidgetKey(): Promise<Profile> {
  return withSession(() => apiFetch(apiPaths.widgetKey, Profile, { method: "POST" }));
}

function logoutEverywhere(): Promise<void> {
  return withSession(() => apiFetch(apiPaths.logoutAll, z.undefined(), { method: "POST" }));
}

/** Puts an answered profile in the cache, so every section shows it without another request. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => queryClient.setQueryData(profileQuery.queryKey, profile);
}

export function useReplaceWidgetKey() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationKey: ["account", "widget-key"],
    mutationFn: replaceWidgetKey,
    onSuccess: storeProfile,
  });
}

/** Ends every session of the account; the sign-in page says so. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationKey: ["account", "logout-all"],
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      rememberSignedInEmail(undefined);
      // Away from the portal, a document of its own (as useLogout does): its queries go with it.
      goToSignIn({ notice: messages.account.signedOutEverywhere });
    },
  });
}
