import { KeyRound, Loader2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { hosts } from "#content/hosts.ts";
import { portalCopy } from "#content/portal.ts";
import { messages } from "#contracts/messages.ts";
import { widgetSnippet } from "#contracts/widget-snippet.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CopyButton } from "#web/components/ui/copy-button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { useReplaceWidgetKey } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

/**
 * "Install on your website": the one line with the account's own widget key, the copy button with
 * its 2 s checkmark, the WordPress note, and replacing the key (after a confirmation, since every
 * site using the old key stops showing the assistant).
 */
export function InstallCard({ widgetKey }: { widgetKey: string }) {
  const snippet = widgetSnippet(hosts.widgetScriptUrl, widgetKey);
  const replace = useReplaceWidgetKey();
  const [confirming, setConfirming] = useState(false);

  return (
    <SectionCard title={portalCopy.install.title} lead={portalCopy.install.lead}>
      <div className="overflow-hidden rounded-xl bg-slate-950 ring-1 ring-slate-900">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
          <span className="text-xs font-medium tracking-wide text-slate-400 uppercase">HTML</span>
          <CopyButton
            text={snippet}
            label={portalCopy.install.copy}
            copiedLabel={portalCopy.install.copied}
            failedLabel={portalCopy.install.copyFailed}
          />
        </div>
        <pre className="px-4 py-4 text-sm leading-relaxed break-all whitespace-pre-wrap text-emerald-200">
          <code>{snippet}</code>
        </pre>
      </div>
      <p className="mt-3 text-sm text-slate-600">{portalCopy.install.wordpress}</p>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-4 text-brand-600" /> {portalCopy.install.keyLabel}
          </p>
          <code className="mt-1 block font-mono text-sm break-all text-slate-700">{widgetKey}</code>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" /> {portalCopy.install.regenerate}
        </Button>
      </div>
      {replace.isSuccess ? (
        <SuccessAlert className="mt-4">{messages.account.keyRegenerated}</SuccessAlert>
      ) : null}

      <Dialog open={confirming} onOpenChange={(open) => !replace.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogTitle>{portalCopy.install.regenerateTitle}</DialogTitle>
          <DialogDescription className="mt-3">{portalCopy.install.regenerateLead}</DialogDescription>
          {replace.isError ? (
            <ErrorAlert className="mt-4">
              {failureMessage(replace.error, messages.account.keyRegenerateFailed)}
            </ErrorAlert>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={replace.isPending}>
                {portalCopy.install.cancel}
              </Button>
            </DialogClose>
            <Button
              disabled={replace.isPending}
              onClick={() => replace.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {replace.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {replace.isPending ? portalCopy.install.regenerating : portalCopy.install.regenerateConfirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
