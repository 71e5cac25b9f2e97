import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import { site } from "#content/site.ts";
import { RouterErrorScreen } from "#web/components/layout/router-error-screen.tsx";
import { NavigationContext } from "#web/components/ui/navigation.tsx";
import { routerNavigation } from "#web/components/ui/router-navigation.tsx";
import { ToastRegion } from "#web/components/ui/toast-region.tsx";
import { HYDRATED_ATTRIBUTE } from "#web/lib/hydration-attributes.ts";
import { reloadWhenChunksAreGone } from "#web/lib/reload-for-new-build.ts";
import type { Route } from "./+types/root";

/**
 * The stylesheet is written into the portal's shell instead of linked, as into every static page
 * (decision 0034): a linked stylesheet blocks the first paint for a whole round trip on a phone.
 * Only the build's render of the shell reads it; the dev server links it as usual, with hot reload.
 */
const STYLESHEET =
  import.meta.env.SSR && import.meta.env.PROD ? (await import("./app.css?inline")).default : "";
if (import.meta.env.DEV) await import("./app.css");

if (!import.meta.env.SSR) reloadWhenChunksAreGone();

/** The default title, for screens without their own meta: the SPA shell of /portal before it renders. */
export const meta: Route.MetaFunction = () => [{ title: site.name }];

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, see STYLESHEET */}
        <style dangerouslySetInnerHTML={{ __html: STYLESHEET }} suppressHydrationWarning />
      </head>
      <body className="min-h-dvh">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // No QueryClientProvider here: components that make calls use the tab's client
  // (web/lib/query-client.ts), so pages that make none load no TanStack Query.
  // The toast region loads once a form that answers with toasts is used (web/lib/notify.ts).
  // The app runs: the signal the end-to-end tests wait for (web/lib/hydration-attributes.ts).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    <NavigationContext value={routerNavigation}>
      <Outlet />
      <ToastRegion />
    </NavigationContext>
  );
}

/**
 * What the root renders while the router is not ready to render the page: only in the SPA shell of
 * /portal (decision 0002), whose routes' code loads after the shell. A loading ring drawn in CSS
 * (`[data-loading-ring]`, web/app.css), showing after a moment so a quick load shows none. With it
 * React Router writes no default fallback, whose script logged a hint for developers to every
 * visitor's console.
 */
export function HydrateFallback() {
  return <div data-loading-ring="" role="status" aria-label={site.loading} />;
}

/** The router error screen of docs/product.md §Routes. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouterErrorScreen error={error} />;
}
