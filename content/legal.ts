import { RETENTION } from "#contracts/retention.ts";

/** Terms and privacy (docs/product.md §Constants); the /terms and /privacy pages and the modals show the same text. */
export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalDocument = { title: string; lastUpdated: string; sections: readonly LegalSection[] };

export const terms: LegalDocument = {
  title: "Terms & Conditions",
  lastUpdated: "01.03.2024",
  sections: [
    {
      heading: "Term and renewal",
      paragraphs: [
        "The service is provided for a fixed term of 1 or 12 months. The term renews automatically for the same length unless either party terminates it at least 30 days before it expires.",
      ],
    },
    {
      heading: "Fees and payment",
      paragraphs: [
        "All amounts are payable in euros and are non-refundable. Late payments carry interest of 15% per year.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: ["Our total liability under these terms is limited to EUR 50."],
    },
    {
      heading: "Termination",
      paragraphs: ["Termination takes effect at the end of the calendar month following the notice."],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of Finland. Disputes are settled by arbitration in Helsinki.",
      ],
    },
  ],
};

/**
 * docs/product.md §Constants's privacy policy, with what the product does added (docs/privacy.md
 * lists every personal field). docs/product.md's sentences stay; the retention windows come from the same
 * constants the purge uses. Decision 0025 explains how "at least 10 years" and the windows fit.
 */
export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "01.03.2024",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "We keep your name, e-mail address, phone number and the products you are interested in.",
        "If you use our assistant on your website, we also keep what you put into it: your knowledge base, your video clips and your widget settings, and what your visitors type into the widget: their questions and, when they ask your team to reply, their e-mail address. We do not store your visitors' IP addresses or browser details; our rate limits hold an address only in memory for a few minutes.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Personal data is stored for at least 10 years.",
        "That applies where the law requires us to keep records, such as invoices. Everything else is deleted automatically once it is no longer needed:",
        `Your visitors' conversations are deleted after ${RETENTION.conversationDays} days, or after 30, 180 or 365 days if you choose so in your widget settings. A question a visitor left for your team is deleted with its conversation, or ${RETENTION.handledHandoffDays} days after you mark it handled.`,
        `Messages sent through our contact, partner and demo forms are deleted after ${RETENTION.leadMonths} months. Copies of e-mails we sent are deleted ${RETENTION.mailJobDays} days after sending.`,
        "Your account data is kept until you delete your account.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `In your account you can export all your data as one ZIP file (the download link works once and for ${RETENTION.exportHours} hours) and delete your account. Deleting it removes your account, knowledge base, clips, settings, conversations and your visitors' questions at once, signs you out everywhere and stops your widget.`,
        "For your visitors we process their questions on your behalf: you decide how long they are kept, and you can link your own privacy notice from the widget's contact form.",
      ],
    },
    {
      heading: "Where it is kept",
      paragraphs: ["Your data is not transferred outside the European Union and the European Economic Area."],
    },
    {
      heading: "Profiling",
      paragraphs: ["We do not use your data for profiling."],
    },
  ],
};
