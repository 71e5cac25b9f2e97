import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { paths } from "#contracts/paths.ts";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { SettingsForm } from "#web/features/widget-portal/settings-form.tsx";
import { settingsQuery } from "#web/features/widget-portal/widget-api.ts";

export const meta = () => portalScreenMeta(paths.widgetSettings);

const copy = widgetPortalCopy.settings;

/** /portal/widget: where the widget may show and how it looks, with a live preview. */
export default function PortalWidgetSettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.lead}</p>
      <div className="mt-8">
        {settings.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.loading}
          </p>
        ) : settings.isError ? (
          <LoadFailedAlert error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </div>
    </div>
  );
}
