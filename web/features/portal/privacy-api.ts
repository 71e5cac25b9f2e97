import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  AccountDeleted,
  DataExportLink,
  DataExportStatus,
  type DeleteAccountInput,
  privacyMessages,
} from "#contracts/privacy.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { goToSignIn } from "#web/features/auth/sign-in-notice.ts";
import { rememberSignedInEmail } from "#web/features/auth/signed-in-email.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** While an export is being prepared the card asks again this often, so it says when it is ready. */
const EXPORT_POLL_MS = 2_000;
const DOWNLOAD_POLL_MS = 1_000;

/**
 * How often the card asks for the export's status: while it is prepared, and after the download
 * link was followed until the server has seen it spent (the browser's GET of the link can land after
 * the status was asked again, and the card would go on offering a spent link).
 */
export function exportPollInterval(
  status: DataExportStatus | undefined,
  linkFollowed: boolean,
): number | false {
  if (status?.status === "pending") return EXPORT_POLL_MS;
  if (linkFollowed && status?.status === "ready" && !status.downloaded) return DOWNLOAD_POLL_MS;
  return false;
}

export const exportStatusQuery = queryOptions({
  queryKey: ["account", "export"],
  queryFn: ({ signal }) => withSession(() => apiFetch(apiPaths.dataExport, DataExportStatus, { signal })),
  refetchInterval: (query) => exportPollInterval(query.state.data, false),
});

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "export", "request"],
    mutationFn: () => withSession(() => apiFetch(apiPaths.dataExport, DataExportStatus, { method: "POST" })),
    onSuccess: (status) => queryClient.setQueryData(exportStatusQuery.queryKey, status),
  });
}

/** Asks for the single-use link and follows it: the answer is an attachment, the page stays. */
export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "export", "download"],
    mutationFn: () =>
      withSession(() => apiFetch(apiPaths.dataExportLink, DataExportLink, { method: "POST" })),
    onSuccess: async ({ url }) => {
      window.location.assign(url);
      await queryClient.invalidateQueries({ queryKey: exportStatusQuery.queryKey });
    },
  });
}

export function deleteAccount(body: DeleteAccountInput) {
  return withSession(() => apiFetch(apiPaths.deleteAccount, AccountDeleted, { method: "POST", body }));
}

/** After the deletion: signed out, on the sign-in page, which says the account is gone. */
export function useAfterDeletion() {
  return () => {
    rememberSignedInEmail(undefined);
    // Away from the portal, a document of its own (as useLogout does): its queries go with it.
    goToSignIn({ notice: privacyMessages.accountDeleted });
  };
}
