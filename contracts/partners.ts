import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD } from "./constants.ts";
import {
  emailAddress,
  formBody,
  honeypotField,
  multiLineText,
  optionalSingleLineText,
  singleLineText,
} from "./form-fields.ts";
import { messages } from "./messages.ts";
import { z } from "./zod.ts";

/**
 * The partner application (docs/product.md §API: POST /api/partners/apply; docs/product.md §Routes: the modal behind the four
 * 'Apply' buttons of /partner-program). The form and the API both validate with this schema.
 */

/** The three partnership types of docs/product.md §Routes (Partner program), as the API and the form name them. */
export const partnershipTypes = ["agency", "white-label", "hosting"] as const;
export type PartnershipType = (typeof partnershipTypes)[number];

/** How the form's select and the sales notification name each type. */
export const partnershipTypeLabels: Record<PartnershipType, string> = {
  agency: "Agency",
  "white-label": "White Label",
  hosting: "Hosting Company",
};

/** Maximum lengths, after trimming; the form's inputs use them as `maxLength`. */
export const partnerLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  company: 200,
  website: 300,
  message: 3000,
} as const;

/** The labels the form shows; the validation messages name the field with the same words. */
export const partnerFieldLabels = {
  partnershipType: "Partnership type",
  name: "Full name",
  email: "Work email",
  company: "Company",
  website: "Website",
  message: "Message",
} as const;

/**
 * An optional website: visitors type `agency.example` as often as `https://agency.example`, so a
 * missing scheme means https. Only http(s) addresses with a dotted host name are accepted, stored
 * in their normalised form.
 */
function optionalWebsite(label: string, max: number) {
  return optionalSingleLineText(label, max).transform((value, context) => {
    if (value === undefined) return undefined;
    const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
    let url: URL | undefined;
    try {
      url = new URL(candidate);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !/\.[a-z]{2,}$/i.test(url.hostname) || url.username) {
      context.addIssue({ code: "custom", message: messages.partner.invalidWebsite });
      return z.NEVER;
    }
    return url.href;
  });
}

export const PartnerApplicationBody = formBody({
  partnershipType: z.enum(partnershipTypes, { error: messages.partner.chooseType }),
  name: singleLineText(partnerFieldLabels.name, partnerLimits.name),
  email: emailAddress(partnerFieldLabels.email),
  company: singleLineText(partnerFieldLabels.company, partnerLimits.company),
  website: optionalWebsite(partnerFieldLabels.website, partnerLimits.website),
  message: multiLineText(partnerFieldLabels.message, partnerLimits.message),
  [HONEYPOT_FIELD]: honeypotField,
});

/** What the form holds (`z.input`) and what the server receives after parsing (`z.output`). */
export type PartnerApplicationInput = z.input<typeof PartnerApplicationBody>;
export type PartnerApplicationBody = z.output<typeof PartnerApplicationBody>;

/** 201 answer of POST /api/partners/apply. */
export const PartnerApplicationCreated = z.object({ id: z.uuid() });
export type PartnerApplicationCreated = z.infer<typeof PartnerApplicationCreated>;
