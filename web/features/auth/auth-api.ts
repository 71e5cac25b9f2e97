import { queryOptions } from "@tanstack/react-query";
import { apiPaths } from "#contracts/api-paths.ts";
import type { RecoveryBody } from "#contracts/auth/recovery.ts";
import { AuthNotice, LoggedIn, Profile, Refreshed, Registered } from "#contracts/auth/replies.ts";
import type { LoginFormValues } from "#contracts/auth/sign-in.ts";
import type { RegisterFormValues } from "#contracts/auth/sign-up.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import { z } from "#contracts/zod.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { rememberSignedInEmail } from "./signed-in-email.ts";

/** The account calls of docs/product.md §API, parsed with their contracts. */
export async function register(values: RegisterFormValues): Promise<Registered> {
  const { confirmPassword: _confirmation, ...body } = values;
  const registered = await apiFetch(apiPaths.register, Registered, {
    method: "POST",
    body: { ...body, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "" },
  });
  rememberSignedInEmail(registered.email);
  return registered;
}

export async function login(values: LoginFormValues): Promise<LoggedIn> {
  const session = await apiFetch(apiPaths.login, LoggedIn, {
    method: "POST",
    body: { login: values.email, password: values.password },
  }).catch((error: unknown) => {
    throw withLoginErrorsOnEmail(error);
  });
  rememberSignedInEmail(session.email);
  return session;
}

/**
 * The call names the address `login` (docs/product.md §API) where the form's field is `email`: the server's
 * message about it belongs under the form's address field, not only in the summary above the form.
 */
function withLoginErrorsOnEmail(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors.login) return error;
  const { login: address, ...others } = error.fieldErrors;
  return new ApiRequestError(error.message, error.status, { ...others, email: address }, error.fromServer);
}

export async function logout(): Promise<void> {
  await apiFetch(apiPaths.logout, z.undefined(), { method: "POST" });
  rememberSignedInEmail(undefined);
}

export function requestRecovery(body: RecoveryBody): Promise<AuthNotice> {
  return apiFetch(apiPaths.recovery, AuthNotice, { method: "POST", body });
}

export function resetPassword(body: { token: string; password: string }): Promise<AuthNotice> {
  return apiFetch(apiPaths.resetPassword, AuthNotice, { method: "POST", body });
}

/** The mailed verification link's token (decision 0007); needs no session. */
export function verifyEmail(token: string): Promise<AuthNotice> {
  return apiFetch(apiPaths.verifyEmail, AuthNotice, { method: "POST", body: { token } });
}

/** One refresh at a time per tab: parallel calls that all found their token expired share it. */
let refreshing: Promise<boolean> | undefined;
export function refreshSession(): Promise<boolean> {
  refreshing ??= apiFetch(apiPaths.refresh, Refreshed, { method: "POST" })
    .then((session) => {
      rememberSignedInEmail(session.email);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        rememberSignedInEmail(undefined);
        return false;
      }
      throw error;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Hears when a call needed the session and it could not be renewed: signed out on another device,
 * a changed password, or expired. Returns the function that stops listening.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * A call that needs the session: when the 15-minute access token has expired, the refresh cookie
 * renews it silently and the call is made once more (docs/product.md §Security).
 */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    if (!(await refreshSession())) {
      for (const listener of sessionEndedListeners) listener();
      throw error;
    }
    return call();
  }
}

/** The signed-in profile; a 401 after a failed refresh means "signed out". */
export const profileQuery = queryOptions({
  queryKey: ["account", "profile"],
  queryFn: ({ signal }) => withSession(() => apiFetch(apiPaths.me, Profile, { signal })),
  retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 401) && failures < 3,
});
