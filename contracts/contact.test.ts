import { describe, expect, it } from "vitest";
import { CONTACT_NAME_PART_MAX, HONEYPOT_FIELD } from "./constants.ts";
import { ContactForm, ContactMessageBody } from "./contact.ts";
import { messages } from "./messages.ts";

const form = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "Hello",
  [HONEYPOT_FIELD]: "",
};

describe("the contact contracts", () => {
  it("turn the form into docs/product.md's payload: first and last name joined, nothing else", () => {
    expect(ContactForm.parse(form)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Hello",
    });
  });

  it("pass a filled honeypot on, so the server can answer the bot like a person", () => {
    expect(ContactForm.parse({ ...form, [HONEYPOT_FIELD]: "spam" })).toMatchObject({
      [HONEYPOT_FIELD]: "spam",
    });
  });

  it("always produce a name the API accepts", () => {
    const longest = ContactForm.parse({
      ...form,
      firstName: "x".repeat(CONTACT_NAME_PART_MAX),
      lastName: "y".repeat(CONTACT_NAME_PART_MAX),
    });
    expect(ContactMessageBody.safeParse(longest).success).toBe(true);
  });

  it("carry docs/product.md §Errors's toast texts word for word", () => {
    expect(messages.contact).toEqual({
      successTitle: "Success!",
      success: "Message sent successfully!",
      errorTitle: "Error",
      failed: "Failed to send message. Please try again later.",
      unexpected: "An error occurred. Please try again later.",
    });
    expect(messages.form.sending).toBe("Sending...");
  });
});
