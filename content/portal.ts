import type { LeadKind } from "#contracts/admin.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { site } from "./site.ts";

/**
 * The portal's navigation: one list, so the widget screens add their entries here. `agents`: the
 * screens a teammate answering the owner's chats opens too (decision 0053); the rest are the owner's.
 */
export const portalNavigation: readonly {
  label: string;
  path: string;
  adminOnly?: boolean;
  agents?: boolean;
}[] = [
  { label: "Dashboard", path: paths.dashboard, agents: true },
  { label: "Knowledge base", path: paths.knowledgeBase },
  { label: "Widget", path: paths.widgetSettings },
  { label: "Conversations", path: paths.conversations, agents: true },
  { label: "Plan and usage", path: paths.plan },
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
    manage: "Plan and usage",
    renewsOn: (date: string) => `Renews on ${date}`,
  },
  /** /portal/plan: the plan, this month's use of each limit, and switching (docs/product.md §Plans). */
  planPage: {
    title: "Plan and usage",
    lead: "What your plan includes, what this month has used, and switching plans.",
    current: "Current plan",
    perMonth: "a month",
    perYear: "a year",
    trialEnded:
      "Your free trial has ended: your assistant is hidden from your site until you choose a plan. Nothing has been deleted.",
    usageTitle: "This month",
    domains: "Connected domains",
    minutes: "Generated video",
    minutesUsed: (used: string, limit: string) => `${used} of ${limit} minutes`,
    domainsUsed: (used: number, limit: string) => `${used} of ${limit}`,
    unlimited: "unlimited",
    presenters: "Presenters",
    voices: "Voices",
    oneVoice: "One voice",
    everyVoice: "Every voice",
    watermark: "Watermark on generated clips",
    watermarkOn: "Yes",
    watermarkOff: "No",
    extraTitle: "Extra minutes",
    extraLead: (price: string) =>
      `When this month's minutes are used, keep generating at ${price} a minute instead of stopping.`,
    extraTrial: "Extra minutes come with a paid plan.",
    extraToggle: "Allow extra minutes",
    switchTitle: "Switch plan",
    switchLead:
      "A switch takes effect at once. The unused part of what you paid for this period is credited, to the day and the cent.",
    monthly: "Monthly",
    yearly: "Yearly",
    credit: "Credit for the unused time",
    charge: (plan: string, period: string) => `${plan}, ${period}`,
    due: "Due now",
    creditKept: "Credit kept for your next invoice",
    confirm: (plan: string, period: string) => `Switch to ${plan} ${period.toLowerCase()}`,
    switching: "Switching...",
    switched: (plan: string) => `You are now on ${plan}.`,
    enterprise: "Enterprise is tailored to you: talk to our team.",
    contactSales: "Contact Sales",
    billingNote: "We invoice the amount due; nothing is charged to a card here.",
    loadFailed: "Your plan could not be loaded.",
  },
  install: {
    title: "Install on your website",
    lead: "Paste this line before the closing </body> tag of every page that should show your assistant.",
    copy: "Copy code",
    copied: "Copied",
    copyFailed: "Copying failed: select the code and copy it yourself.",
    /** The plugin is the zip of apiPaths.wordpressPlugin (docs/decisions/0050-wordpress-plugin.md). */
    wordpress: {
      lead: "Using WordPress?",
      link: `Install the ${site.name} plugin`,
      rest: `(Plugins, Add New, Upload Plugin) and paste your widget key under Settings, ${site.name}, instead.`,
    },
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
    lead: "The name and phone number our team uses to reach you, and the time zone of your mails.",
    email: "Email",
    emailHint: "You sign in with this address.",
    timeZone: "Time zone",
    timeZoneHint:
      "Times in the mails we send you, such as a visitor's question for your team, are written in it.",
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
      "plan-changes": "Plan changes",
    } satisfies Record<LeadKind, string>,
    empty: {
      feedbacks: "No contact messages yet.",
      "partner-applications": "No partner applications yet.",
      "demo-requests": "No demo requests yet.",
      "plan-changes": "No plan changes yet.",
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
    planChange: "Plan",
    credit: "Credit for unused time",
    charge: "New period",
    amountDue: "Amount due",
    enterpriseTab: "Enterprise limits",
    enterprise: {
      title: "Put an account on Enterprise",
      lead: "The account moves to Enterprise at once with these limits; its owner sees them on the Plan and usage page. Leave a limit empty for no limit.",
      email: "Account email",
      emailHint: "The address the customer signs in with.",
      limitHint: "Empty: no limit.",
      save: "Save Enterprise limits",
      saving: "Saving...",
      saved: (email: string) => `${email} is on Enterprise with these limits.`,
    },
  },
  /** A lead in the admin inbox or a visitor's question for the team: open until someone handles it. */
  handling: {
    handled: "Handled",
    open: "Open",
    markHandled: "Mark handled",
    markOpen: "Reopen",
  },
} as const;
