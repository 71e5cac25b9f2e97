import { site } from "#content/site.ts";
import type { OutgoingMail } from "./mail.ts";

/**
 * The privacy mails (docs/privacy.md) (kept beside mail-templates.ts, in the same plain-text manner). They
 * name no data of the account beyond its address: the confirmation is sent after everything else
 * is gone.
 */
export function accountDeletedMail(email: string): OutgoingMail {
  const brand = site.name;
  return {
    to: email,
    subject: `Your ${brand} account has been deleted`,
    text: [
      "Hello,",
      "",
      `as you asked, your ${brand} account and all its data have been deleted: your knowledge base`,
      "entries, clips, widget settings, visitors' conversations and the questions they left for",
      "your team. Every session has been signed out, and your widget key no longer works, so you",
      "can remove the snippet from your website.",
      "",
      "If you did not ask for this, reply to this mail.",
    ].join("\n"),
  };
}

export function dataExportReadyMail(email: string, portalUrl: string): OutgoingMail {
  const brand = site.name;
  return {
    to: email,
    subject: `Your ${brand} data export is ready`,
    text: [
      "Hello,",
      "",
      "the export of your account's data is ready. Download it from your account page within",
      "24 hours; the download link works once.",
      "",
      portalUrl,
    ].join("\n"),
  };
}
