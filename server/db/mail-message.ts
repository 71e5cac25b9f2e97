/**
 * A mail as the outbox stores it (mail_jobs.message) and the mail service sends it. It lives with the
 * database, below the repositories and the services, which both use it (.dependency-cruiser.cjs).
 */

/** A recipient or reply address; the object form lets nodemailer encode a visitor's name safely. */
export type MailAddress = string | { name: string; address: string };

export type OutgoingMail = {
  to: MailAddress;
  subject: string;
  text: string;
  replyTo?: MailAddress;
};
