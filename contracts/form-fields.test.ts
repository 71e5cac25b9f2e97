import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "./constants.ts";
import {
  emailAddress,
  formBody,
  hasForbiddenCharacters,
  multiLineText,
  optionalSingleLineText,
  singleLineText,
} from "./form-fields.ts";
import { messages } from "./messages.ts";
import type { z } from "./zod.ts";

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("hasForbiddenCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a carriage return", "a\rb"],
    ["a line feed", "a\nb"],
    ["a tab", "a\tb"],
    ["DEL", "a\u007Fb"],
    ["a C1 control", "a\u0085b"],
    ["the line separator", "a\u2028b"],
    ["the paragraph separator", "a\u2029b"],
    ["a right-to-left override", "a\u202Eb"],
    ["a left-to-right embedding", "a\u202Ab"],
    ["a first-strong isolate", "a\u2068b"],
    ["half of a surrogate pair", "a\uD800b"],
    ["the other half alone", "a\uDFFFb"],
  ])("refuses %s in single-line text", (_name, text) => {
    expect(hasForbiddenCharacters(text, "single-line")).toBe(true);
  });

  it("keeps tab and line breaks in multi-line text, and refuses the other controls there", () => {
    expect(hasForbiddenCharacters("Hello,\r\n\tworld\n", "multi-line")).toBe(false);
    expect(hasForbiddenCharacters("a\u0000b", "multi-line")).toBe(true);
    expect(hasForbiddenCharacters("a\u2028b", "multi-line")).toBe(true);
    expect(hasForbiddenCharacters("a\uDC00b", "multi-line")).toBe(true);
  });

  it("accepts letters of every script, emoji and the right-to-left mark of ordinary text", () => {
    expect(hasForbiddenCharacters("Zoë Ørsted-Łukasz 李雷 مرحبا 👋 \u200F", "single-line")).toBe(false);
  });
});

describe("singleLineText", () => {
  const name = singleLineText("Name", 10);

  it("trims, and refuses blank, too long, non-text and missing values with the field's label", () => {
    expect(name.parse("  Ada  ")).toBe("Ada");
    expect(issuesOf(name, "   ")).toEqual([messages.form.required("Name")]);
    expect(issuesOf(name, "x".repeat(11))).toEqual([messages.form.tooLong("Name", 10)]);
    expect(issuesOf(name, 42)).toEqual([messages.form.notText("Name")]);
    expect(issuesOf(name, undefined)).toEqual([messages.form.required("Name")]);
    expect(issuesOf(name, "Ada\nBob")).toEqual([messages.form.invalidCharacters("Name")]);
  });

  it("makes a blank optional value absent", () => {
    const company = optionalSingleLineText("Company", 10);
    expect(company.parse("  ")).toBeUndefined();
    expect(company.parse(undefined)).toBeUndefined();
    expect(company.parse(" Acme ")).toBe("Acme");
  });
});

describe("multiLineText", () => {
  it("keeps line breaks, stored as LF", () => {
    expect(multiLineText("Message", 100).parse("Hi,\r\nthere\rfriend")).toBe("Hi,\nthere\nfriend");
  });
});

describe("emailAddress", () => {
  const email = emailAddress("Email");

  it("asks for a top-level domain of two letters or more", () => {
    expect(email.parse(" ada@example.com ")).toBe("ada@example.com");
    expect(issuesOf(email, "ada@example.c")).toEqual([messages.form.invalidEmail]);
    expect(issuesOf(email, "ada@")).toEqual([messages.form.invalidEmail]);
    expect(issuesOf(email, "")).toEqual([messages.form.required("Email")]);
  });

  it("bounds the length and can use a screen's own wording", () => {
    const long = `${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(issuesOf(email, long)).toEqual([messages.form.tooLong("Email", EMAIL_MAX_LENGTH)]);
    expect(issuesOf(emailAddress("Email", { invalid: "Nope" }), "x@y")).toEqual(["Nope"]);
  });
});

describe("formBody", () => {
  const body = formBody({ name: singleLineText("Name", 10) });

  it("refuses unknown fields and bodies that are not objects", () => {
    expect(issuesOf(body, { name: "Ada", extra: 1 })).toEqual([messages.form.unknownField]);
    expect(issuesOf(body, ["Ada"])).toEqual([messages.form.invalidBody]);
  });
});

describe("a value that is not text", () => {
  it.each([
    ["an empty array", []],
    ["a long array", Array.from({ length: 400 }, () => "x")],
    ["a number", 42],
    ["an object", { length: 0 }],
  ])("is 'must be text' alone, never also 'required' or 'too long': %s", (_name, input) => {
    expect(issuesOf(singleLineText("Name", 100), input)).toEqual(["Name must be text"]);
    expect(issuesOf(multiLineText("Message", 300), input)).toEqual(["Message must be text"]);
    expect(issuesOf(emailAddress("Email"), input)).toEqual(["Email must be text"]);
  });
});
