import { KeyRound, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { portalCopy } from "#content/portal.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { widgetSnippet } from "#contracts/widget/snippet.ts";
import { SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { CopyButton } from "#web/components/ui/copy-button.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { hosts } from "#web/lib/hosts.ts";
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
      <p className="mt-3 text-sm text-slate-600">
        {portalCopy.install.wordpress.lead} {/* A download from the API, not a route: a plain link. */}
        <a
          href={apiPaths.wordpressPlugin}
          download
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {portalCopy.install.wordpress.link}
        </a>{" "}
        {portalCopy.install.wordpress.rest}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {portalCopy.install.allowedDomains}{" "}
        <Link
          to={paths.widgetSettings}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {portalCopy.install.allowedDomainsLink}
        </Link>
        .
      </p>

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

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={portalCopy.install.regenerateTitle}
        description={portalCopy.install.regenerateLead}
        confirmLabel={portalCopy.install.regenerateConfirm}
        pendingLabel={portalCopy.install.regenerating}
        cancelLabel={portalCopy.install.cancel}
        pending={replace.isPending}
        error={
          replace.isError ? failureMessage(replace.error, messages.account.keyRegenerateFailed) : undefined
        }
        onConfirm={() => replace.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}
