import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { logout } from "./auth-api.ts";
import { withSignInNotice } from "./sign-in-notice.ts";

/**
 * docs/product.md §Behaviour Logout: the server expires the three cookies and revokes the session; then sign-in, which
 * says so (a shared computer's next visitor sees the account was left).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ["account", "logout"],
    mutationFn: logout,
    onSuccess: async () => {
      // Away from the portal first (see useLogoutEverywhere), then forget the account.
      await navigate(paths.signIn, { state: withSignInNotice(messages.auth.signedOut) });
      queryClient.clear();
    },
  });
}
