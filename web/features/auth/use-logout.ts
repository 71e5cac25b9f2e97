import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { logout } from "./auth-api.ts";

/** Spec §4 Logout: the server expires the three cookies and revokes the session; then sign-in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ["account", "logout"],
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      navigate("/sign_in");
    },
  });
}
