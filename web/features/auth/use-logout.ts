import { useMutation } from "@tanstack/react-query";
import { messages } from "#contracts/messages.ts";
import { logout } from "./auth-api.ts";
import { goToSignIn } from "./sign-in-notice.ts";

/**
 * docs/product.md §Behaviour Logout: the server expires the three cookies and revokes the session; then sign-in, which
 * says so (a shared computer's next visitor sees the account was left).
 */
export function useLogout() {
  return useMutation({
    mutationKey: ["account", "logout"],
    mutationFn: logout,
    // The sign-in page is a document of its own (web/site/): leaving for it forgets the account's
    // queries with the portal. Clearing them here first would start the account's query again, which
    // finds no session and sends the visitor to sign in with a way back instead.
    onSuccess: () => goToSignIn({ notice: messages.auth.signedOut }),
  });
}
