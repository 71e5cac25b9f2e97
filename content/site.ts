/**
 * Brand, hosts and external URLs in one place (DESIGN preamble): a deployment renames or re-points
 * the site here or through the build-time environment (APP_URL, PUBLIC_URL, SCHEDULER_URL).
 */
import { brand } from "./brand.ts";

const env: Partial<Record<string, string>> = import.meta.env ?? {};

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The separate application host for sign-in and sign-up; by default this very site (DESIGN §5). */
const appUrl = trimSlash(env.APP_URL ?? "");
const publicUrl = trimSlash(env.PUBLIC_URL || "http://localhost:3000");

export const site = {
  ...brand,
  publicUrl,
  schedulerUrl: env.SCHEDULER_URL || undefined,
  linkedinUrl: "https://www.linkedin.com/company/avatalk",
  salesEmail: "sales@avatalk.example",
  /** Sender of the mails the server sends. */
  mailFrom: "Avatalk <no-reply@avatalk.example>",
  /** The widget customers embed with one script tag (spec §2, How it works). */
  widgetScriptUrl: `${publicUrl}/widget.js`,
} as const;

/** Links that leave the marketing site for the application host. */
export const appLinks = {
  signIn: `${appUrl}/sign_in`,
  signUp: `${appUrl}/sign_up`,
  privacy: `${appUrl}/privacy`,
  terms: `${appUrl}/terms`,
  dashboard: "/portal/dashboard",
} as const;

/** True when a link points at another host, so it must be a plain anchor rather than a router Link. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
