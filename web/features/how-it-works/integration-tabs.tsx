import { ArrowUpRight, Check, Download, KeyRound } from "lucide-react";
import type { howItWorksPage } from "#content/how-it-works.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { widgetSnippet } from "#contracts/widget/snippet.ts";
import { Button } from "#web/components/ui/button.tsx";
import { CopyButton } from "#web/components/ui/copy-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { cn } from "#web/lib/cn.ts";
import { hosts } from "#web/lib/hosts.ts";

type IntegrationCopy = (typeof howItWorksPage)["integration"];

/**
 * docs/product.md §Routes integration tabs (WAI-ARIA tabs from Radix: arrow keys move between them): the embed
 * snippet with its copy button, the API, and the CMS plugins.
 */
export function IntegrationTabs({ copy }: { copy: IntegrationCopy }) {
  const snippet = widgetSnippet(hosts.widgetScriptUrl);
  return (
    <Tabs defaultValue="code" className="mx-auto max-w-4xl">
      <div className="flex justify-center">
        {/* Three equal columns on a phone (labels may wrap), a pill row from sm up. */}
        <TabsList layout="fill">
          {(["code", "api", "cms"] as const).map((value) => (
            <TabsTrigger key={value} value={value}>
              {copy.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <div className="mt-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-slate-200 sm:p-10">
        <TabsContent value="code">
          <h3 className="text-xl font-semibold tracking-tight">{copy.code.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{copy.code.text}</p>
          <div className="mt-6 overflow-hidden rounded-2xl bg-slate-950 ring-1 ring-slate-900">
            <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5">
              <span className="text-xs font-medium text-slate-400">{copy.code.snippetLabel}</span>
              <CopyButton
                text={snippet}
                label={copy.code.copy}
                copiedLabel={copy.code.copied}
                failedLabel={copy.code.copyFailed}
              />
            </div>
            {/* Wrapped, not scrolled: the whole line stays readable on a phone. */}
            <pre className="p-4 text-sm leading-6 break-all whitespace-pre-wrap text-brand-100 sm:p-5">
              <code>{snippet}</code>
            </pre>
          </div>
          <Checklist items={copy.code.notes} className="mt-6 sm:grid-cols-3" />
        </TabsContent>
        <TabsContent value="api">
          <h3 className="text-xl font-semibold tracking-tight">{copy.api.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{copy.api.text}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.api.capabilities.map((capability) => (
              <div key={capability.title} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200/70">
                <dt className="font-semibold text-slate-950">{capability.title}</dt>
                <dd className="mt-1 text-sm leading-6 text-slate-600">{capability.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm leading-6 text-brand-900">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />{" "}
            {copy.api.keysNote}
          </p>
          <Button asChild variant="secondary" className="mt-6">
            {/* Served by the API, not the web app: a full page load, never a client-side route. */}
            <a href={apiPaths.docs}>
              {copy.api.docsLink} <ArrowUpRight aria-hidden="true" />
            </a>
          </Button>
        </TabsContent>
        <TabsContent value="cms">
          <h3 className="text-xl font-semibold tracking-tight">{copy.cms.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{copy.cms.text}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.cms.plugins.map((plugin) => (
              <li
                key={plugin.name}
                className="flex items-center justify-between gap-3 rounded-2xl bg-slate-50 px-5 py-4 ring-1 ring-slate-200/70"
              >
                <span className="font-semibold text-slate-950">{plugin.name}</span>
                <span
                  className={cn(
                    "rounded-full px-3 py-1 text-xs font-semibold",
                    plugin.available
                      ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200"
                      : "bg-slate-100 text-slate-700 ring-1 ring-slate-200",
                  )}
                >
                  {plugin.available ? copy.cms.available : copy.cms.comingSoon}
                </span>
              </li>
            ))}
          </ul>
          <Button asChild variant="secondary" className="mt-6">
            {/* A download from the API, not a route: a plain link. */}
            <a href={apiPaths.wordpressPlugin} download>
              {copy.cms.download} <Download aria-hidden="true" />
            </a>
          </Button>
        </TabsContent>
      </div>
    </Tabs>
  );
}

function Checklist({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3 text-sm text-slate-700", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" /> {item}
        </li>
      ))}
    </ul>
  );
}
