/** The three partnership types of docs/product.md §Routes (Partner program), as the API and the form name them. */
export const partnershipTypes = ["agency", "white-label", "hosting"] as const;
export type PartnershipType = (typeof partnershipTypes)[number];

/** How the form's select and the sales notification name each type. */
export const partnershipTypeLabels: Record<PartnershipType, string> = {
  agency: "Agency",
  "white-label": "White Label",
  hosting: "Hosting Company",
};
