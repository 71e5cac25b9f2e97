import { paths } from "#contracts/paths.ts";

/**
 * Hosts and URLs baked into the prerendered pages from the build-time environment (APP_URL,
 * PUBLIC_URL, SCHEDULER_URL; see vite.config.ts). Web only: it reads Vite's `import.meta.env`, which
 * the server does not have (docs/product.md §Conventions), so the server takes these from its own config.
 */
const env: Partial<Record<string, string>> = import.meta.env ?? {};

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The separate application host for sign-in and sign-up; by default this very site (docs/product.md §Deviations). */
const appUrl = trimSlash(env.APP_URL ?? "");
const publicUrl = trimSlash(env.PUBLIC_URL || "http://localhost:3000");

export const hosts = {
  publicUrl,
  schedulerUrl: env.SCHEDULER_URL || undefined,
  /** The widget customers embed with one script tag (docs/product.md §Routes, How it works). */
  widgetScriptUrl: `${publicUrl}/widget.js`,
} as const;

/** A path of the application host, as a link from the marketing site. */
export function onAppHost(path: string): string {
  return `${appUrl}${path}`;
}

/** Links that leave the marketing site for the application host. */
export const appLinks = {
  signIn: onAppHost(paths.signIn),
  signUp: onAppHost(paths.signUp),
  privacy: onAppHost(paths.privacy),
  terms: onAppHost(paths.terms),
  dashboard: paths.dashboard,
} as const;

/** True when a link points at another host, so it must be a plain anchor rather than a router Link. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
