import type { LeadKind } from "#contracts/admin.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { site } from "./site.ts";

/** The portal's navigation: one list, so the widget screens add their entries here. */
export const portalNavigation: readonly { label: string; path: string; adminOnly?: boolean }[] = [
  { label: "Dashboard", path: paths.dashboard },
  { label: "Knowledge base", path: paths.knowledgeBase },
  { label: "Widget", path: paths.widgetSettings },
  { label: "Conversations", path: paths.conversations },
  { label: "Admin inbox", path: paths.adminInbox, adminOnly: true },
];

/** Copy of the customer portal and the admin inbox (docs/product.md §Deviations, §Product). */
export const portalCopy = {
  navLabel: "Portal",
  loading: "Loading your dashboard...",
  loadFailedTitle: "We couldn't load your account",
  retry: "Try again",
  notFoundTitle: "This page does not exist",
  notFoundLead: "The link may be old. Your dashboard has everything in one place.",
  backToDashboard: "Back to the dashboard",
  plan: {
    title: "Your plan",
    trial: "Free trial",
    daysLeft: (days: number) =>
      days === 0
        ? "Your free trial ends today."
        : `${days} ${days === 1 ? "day" : "days"} left of your ${FREE_TRIAL_DAYS}-day free trial.`,
    ended: "Your free trial has ended. Choose a plan to keep your assistant online.",
    endsOn: (date: string) => `Trial ends on ${date}`,
    comparePlans: "Compare plans",
  },
  install: {
    title: "Install on your website",
    lead: "Paste this line before the closing </body> tag of every page that should show your assistant.",
    copy: "Copy code",
    copied: "Copied",
    copyFailed: "Copying failed: select the code and copy it yourself.",
    wordpress: `Using WordPress? Install the ${site.name} plugin and paste your widget key in its settings instead.`,
    allowedDomains: "Your assistant shows only on the sites listed under Allowed domains in",
    allowedDomainsLink: "Widget settings",
    keyLabel: "Widget key",
    regenerate: "Replace key",
    regenerateTitle: "Replace your widget key?",
    regenerateLead:
      "Your assistant stops showing on every site that uses the current key until you paste the new snippet there.",
    regenerateConfirm: "Replace key",
    regenerating: "Replacing...",
    cancel: "Cancel",
  },
  /** Decision 0007: the dashboard's word on the address, until and after it is verified. */
  verification: {
    title: "Confirm your email address",
    lead: (email: string) =>
      `We sent a link to ${email}. Until you follow it, your assistant stays off your website.`,
    resend: "Resend",
    resending: "Sending...",
    verified: "Email verified",
  },
  account: {
    title: "Account",
    lead: "The name and phone number our team uses to reach you.",
    email: "Email",
    emailHint: "You sign in with this address.",
    save: "Save changes",
    saving: "Saving...",
  },
  password: {
    title: "Password",
    lead: "Changing it signs you out on every other device.",
    current: "Current Password",
    submit: "Change password",
    submitting: "Changing...",
  },
  sessions: {
    title: "Sign out",
    lead: "Lost a device, or signed in on a shared computer? End every session at once.",
    everywhere: "Sign out of all devices",
    signingOut: "Signing out...",
  },
  admin: {
    title: "Admin inbox",
    lead: "Everything visitors sent through the site, newest first.",
    forbiddenTitle: "Administrators only",
    forbiddenLead: "Your account cannot open the admin inbox.",
    tabs: {
      feedbacks: "Contact messages",
      "partner-applications": "Partner applications",
      "demo-requests": "Demo requests",
    } satisfies Record<LeadKind, string>,
    empty: {
      feedbacks: "No contact messages yet.",
      "partner-applications": "No partner applications yet.",
      "demo-requests": "No demo requests yet.",
    } satisfies Record<LeadKind, string>,
    loading: "Loading...",
    loadMore: "Load more",
    loadingMore: "Loading more...",
    received: "Received",
    sender: "From",
    company: "Company",
    message: "Message",
    website: "Website",
    preferredTime: "Preferred time",
    partnershipType: "Partnership type",
    noMessage: "No message",
  },
  /** A lead in the admin inbox or a visitor's question for the team: open until someone handles it. */
  handling: {
    handled: "Handled",
    open: "Open",
    markHandled: "Mark handled",
    markOpen: "Reopen",
  },
} as const;
