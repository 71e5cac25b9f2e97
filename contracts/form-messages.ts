/**
 * The forms' own texts (docs/product.md §Validation), part of `messages` (contracts/messages.ts) and kept in their own
 * module so that a form's first screen can show them without loading every message of the API.
 */
export const formMessages = {
  required: (label: string) => `${label} is required`,
  invalidEmail: "Please enter a valid email address",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalidCharacters: (label: string) => `${label} contains characters that are not allowed`,
  notText: (label: string) => `${label} must be text`,
  unknownField: "This field is not part of the form.",
  invalidBody: "The request body must be a JSON object.",
  sending: "Sending...",
};
