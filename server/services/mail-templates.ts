import { site } from "#content/site.ts";
import { type PartnershipType, partnershipTypeLabels } from "#contracts/partners.ts";
import type { OutgoingMail } from "./mail.ts";

/**
 * Every mail the server writes, as plain text (docs/product.md §Conventions: templates live with the mail service, not in
 * routes). Visitor text reaches these only through the contracts' field helpers, which refuse CR, LF
 * and other controls in one-line fields, so a name cannot forge lines or headers here; nodemailer
 * encodes the header values (subject, reply-to name) itself.
 */

/** A stored demo request, as the notification needs it. */
export type DemoRequestNotice = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  preferredTime: string | null;
  message: string | null;
  createdAt: Date;
};

/** A stored contact message, as the notification needs it. */
export type ContactMessageNotice = {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  createdAt: Date;
};

/** The sales inbox learns of a demo request; replying goes straight to the visitor. */
export function demoRequestNotification(request: DemoRequestNotice, salesEmail: string): OutgoingMail {
  const lines = [
    "A visitor asked for a demo.",
    "",
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Company: ${request.company ?? "-"}`,
    `Preferred time: ${request.preferredTime ?? "-"}`,
    "",
    "Message:",
    request.message ?? "-",
    "",
    `Request id: ${request.id}`,
    `Received: ${request.createdAt.toISOString()}`,
  ];
  return {
    to: salesEmail,
    // The object form has nodemailer encode the visitor's name safely.
    replyTo: { name: request.name, address: request.email },
    subject: `Demo request from ${request.name}${request.company ? ` (${request.company})` : ""}`,
    text: lines.join("\n"),
  };
}

/** The sales inbox learns of a message from the home page's contact form (docs/product.md §Routes and §Data). */
export function contactMessageNotification(contact: ContactMessageNotice, salesEmail: string): OutgoingMail {
  const lines = [
    "A visitor sent a message through the contact form.",
    "",
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Company: ${contact.company}`,
    "",
    "Message:",
    contact.message,
    "",
    `Message id: ${contact.id}`,
    `Received: ${contact.createdAt.toISOString()}`,
  ];
  return {
    to: salesEmail,
    replyTo: { name: contact.name, address: contact.email },
    subject: `Contact message from ${contact.name} (${contact.company})`,
    text: lines.join("\n"),
  };
}

/** A stored partner application, as the notification needs it. */
export type PartnerApplicationNotice = {
  id: string;
  partnershipType: PartnershipType;
  name: string;
  email: string;
  company: string;
  website: string | null;
  message: string;
  createdAt: Date;
};

/** The sales team's notice of a partner application. */
export function partnerApplicationNotification(
  application: PartnerApplicationNotice,
  salesEmail: string,
): OutgoingMail {
  const type = partnershipTypeLabels[application.partnershipType];
  const lines = [
    `A new partner application (${type}).`,
    "",
    `Partnership type: ${type}`,
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `Company: ${application.company}`,
    `Website: ${application.website ?? "-"}`,
    "",
    "Message:",
    application.message,
    "",
    `Application id: ${application.id}`,
    `Received: ${application.createdAt.toISOString()}`,
  ];
  return {
    to: salesEmail,
    // Replying goes straight to the applicant; the object form has nodemailer encode the name.
    replyTo: { name: application.name, address: application.email },
    subject: `Partner application (${type}) from ${application.name}, ${application.company}`,
    text: lines.join("\n"),
  };
}

/** An account holder, as the account mails address them. */
export type AccountRecipient = { fullName: string; email: string };

/**
 * ASVS 6.3.7: the owner hears of every new password, set in the portal or by a reset link, with
 * when it happened and what to do if it was not them.
 */
export function passwordChangedNotice(
  recipient: AccountRecipient,
  how: "changed" | "reset",
  when: Date,
  recoveryLink: string,
): OutgoingMail {
  const what =
    how === "changed"
      ? "was changed in the portal; every other device was signed out"
      : "was reset with a link from a password reset mail; every device was signed out";
  return {
    to: { name: recipient.fullName, address: recipient.email },
    subject: `Your ${site.name} password was ${how}`,
    text: [
      `Hello ${recipient.fullName},`,
      "",
      `The password of your ${site.name} account ${what}.`,
      `When: ${when.toUTCString()}`,
      "",
      "If this was you, there is nothing to do.",
      "",
      "If it was not you, someone else knows your password or can read your mail. Secure your",
      "mailbox first, then choose a new password here (it signs everyone out):",
      "",
      recoveryLink,
    ].join("\n"),
  };
}

/** The link that proves the address belongs to whoever signed up with it (decision 0007). */
export function emailVerificationMail(recipient: AccountRecipient, link: string): OutgoingMail {
  return {
    to: { name: recipient.fullName, address: recipient.email },
    subject: `Confirm your email address for ${site.name}`,
    text: [
      `Hello ${recipient.fullName},`,
      "",
      `Please confirm that this is the address of your ${site.name} account:`,
      "",
      link,
      "",
      "Your assistant goes live on your website once the address is confirmed. The link works once",
      "and expires in 24 hours; the dashboard sends a new one.",
      "",
      `If you did not sign up for ${site.name}, ignore this mail: nothing happens without the link.`,
    ].join("\n"),
  };
}

/** The invitation to answer an account's live chats (decision 0053). The link works once. */
export function teamInvitationMail(
  invitation: { email: string; ownerName: string; expiresAt: Date },
  link: string,
): OutgoingMail {
  return {
    to: { name: "", address: invitation.email },
    subject: `${invitation.ownerName} invites you to answer chats on ${site.name}`,
    text: [
      "Hello,",
      "",
      `${invitation.ownerName} invites you to answer their website visitors' chats on ${site.name}.`,
      "Choose your name and a password here to join:",
      "",
      link,
      "",
      `The link works once and expires on ${invitation.expiresAt.toUTCString()}.`,
      "",
      "If you did not expect this, ignore this mail: nothing happens without the link.",
    ].join("\n"),
  };
}
