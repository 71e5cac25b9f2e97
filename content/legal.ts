/** Terms and privacy (spec §9); the /terms and /privacy pages and the modals show the same text. */
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

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "01.03.2024",
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We keep your name, e-mail address, phone number and the products you are interested in."],
    },
    {
      heading: "How long we keep it",
      paragraphs: ["Personal data is stored for at least 10 years."],
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
