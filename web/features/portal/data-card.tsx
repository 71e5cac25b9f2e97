import { useQuery } from "@tanstack/react-query";
import { Download, Loader2 } from "lucide-react";
import { accountPrivacyCopy } from "#content/account-privacy.ts";
import { privacyMessages } from "#contracts/privacy.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";
import { exportPollInterval, exportStatusQuery, useDownloadExport, useRequestExport } from "./privacy-api.ts";
import { SectionCard } from "./section-card.tsx";

const copy = accountPrivacyCopy;

/** "27 Nov 2026, 18:40" in the reader's own locale and time zone. */
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function ExportPart() {
  const request = useRequestExport();
  const download = useDownloadExport();
  const status = useQuery({
    ...exportStatusQuery,
    refetchInterval: (query) => exportPollInterval(query.state.data, download.isSuccess),
  });
  const current = status.data;
  const canRequest = current?.status !== "pending" && !(current?.status === "ready" && !current.downloaded);
  const failure = request.error ?? download.error;

  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold text-slate-950">{copy.export.title}</h3>
      <p className="text-sm text-slate-600">{copy.export.lead}</p>
      {failure ? <ErrorAlert>{failureMessage(failure, privacyMessages.exportFailed)}</ErrorAlert> : null}
      <div aria-live="polite" className="grid gap-3">
        {current?.status === "pending" ? (
          <p className="text-sm text-slate-700">{copy.export.pending}</p>
        ) : null}
        {current?.status === "failed" ? <ErrorAlert>{copy.export.failed}</ErrorAlert> : null}
        {current?.status === "ready" && !current.downloaded && current.expiresAt ? (
          <SuccessAlert>{copy.export.ready(formatDateTime(current.expiresAt))}</SuccessAlert>
        ) : null}
        {current?.status === "ready" && current.downloaded ? (
          <p className="text-sm text-slate-700">{copy.export.downloaded}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {current?.status === "ready" && !current.downloaded ? (
          <Button disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {download.isPending ? copy.export.downloading : copy.export.download}
          </Button>
        ) : null}
        {canRequest ? (
          <Button
            variant="secondary"
            disabled={request.isPending || status.isPending}
            onClick={() => request.mutate()}
          >
            {current?.status === "none" || !current ? copy.export.request : copy.export.again}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** "Your data": the export (GDPR art. 20) and the deletion (art. 17) of the account. */
export function DataCard() {
  return (
    <SectionCard title={copy.title} lead={copy.lead}>
      <div className="grid gap-6">
        <ExportPart />
        <div className="grid gap-3 border-t border-slate-200 pt-6">
          <h3 className="text-base font-semibold text-slate-950">{copy.delete.title}</h3>
          <p className="text-sm text-slate-600">{copy.delete.lead}</p>
          <div>
            <DeleteAccountDialog />
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
