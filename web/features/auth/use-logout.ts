import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "#contracts/paths.ts";
import { logout } from "./auth-api.ts";

/** Spec §4 Logout: the server expires the three cookies and revokes the session; then sign-in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ["account", "logout"],
    mutationFn: logout,
    onSuccess: async () => {
      // Away from the portal first (see useLogoutEverywhere), then forget the account.
      await navigate(paths.signIn);
      queryClient.clear();
    },
  });
}
