import { describe, expect, it } from "vitest";
import { LoginForm, RecoveryBody, RegisterForm, ResetPasswordForm } from "./auth.ts";
import type { z } from "./zod.ts";

/** The first message for each field, as the forms show them (react-hook-form shows the first). */
function firstErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    errors[field] ??= issue.message;
  }
  return errors;
}

const validSignUp = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 (702) 123-4567",
  password: "Analytical#1843",
  confirmPassword: "Analytical#1843",
};

// docs/product.md §Validation, written out literally here (docs/product.md §Conventions: a typo in a message constant fails a test).
describe("the sign-up form's rules (docs/product.md §Validation)", () => {
  it("names every empty field with docs/product.md's words", () => {
    expect(
      firstErrors(RegisterForm, {
        fullName: "",
        email: "",
        phoneNumber: "",
        password: "",
        confirmPassword: "",
      }),
    ).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      phoneNumber: "Phone number is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it.each([
    ["ada@example", "no top-level domain"],
    ["ada@example.c", "a one-letter top-level domain"],
    ["ada.example.com", "no @"],
  ])("refuses %s (%s) with 'Please enter a valid email address'", (email) => {
    expect(firstErrors(RegisterForm, { ...validSignUp, email }).email).toBe(
      "Please enter a valid email address",
    );
  });

  it("asks for 8 characters, then for the four kinds of character", () => {
    const withPassword = (password: string) =>
      firstErrors(RegisterForm, { ...validSignUp, password, confirmPassword: password }).password;
    expect(withPassword("Aa1@")).toBe("Password must be at least 8 characters long");
    for (const password of ["analytical#1843", "ANALYTICAL#1843", "Analytical#Engine", "Analytical1843"]) {
      expect(withPassword(password)).toBe(
        "Must include 1 lowercase, 1 uppercase, 1 number, 1 special character",
      );
    }
    for (const special of "@#$%^&+=!") expect(withPassword(`Analytical1843${special}`)).toBeUndefined();
  });

  it.each([
    ["short", "abc", "Password must be at least 8 characters long"],
    ["empty", "", "Password is required"],
    [
      "without its special characters",
      "analytical1843",
      "Must include 1 lowercase, 1 uppercase, 1 number, 1 special character",
    ],
  ])(
    "says 'Passwords do not match' while the password is %s and the phone empty, one message a field",
    (_case, password, passwordMessage) => {
      const result = RegisterForm.safeParse({
        ...validSignUp,
        phoneNumber: "+",
        password,
        confirmPassword: "abd",
      });

      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["phoneNumber", "Phone number is required"],
        ["password", passwordMessage],
        ["confirmPassword", "Passwords do not match"],
      ]);
    },
  );

  it("says 'Passwords do not match' even while other fields are still wrong", () => {
    expect(
      firstErrors(RegisterForm, { ...validSignUp, fullName: "", confirmPassword: "Analytical#1844" }),
    ).toEqual({
      fullName: "Full name is required",
      confirmPassword: "Passwords do not match",
    });
  });

  it("treats the phone input's bare '+' prefix as empty", () => {
    expect(firstErrors(RegisterForm, { ...validSignUp, phoneNumber: "+" }).phoneNumber).toBe(
      "Phone number is required",
    );
  });

  it("accepts a valid form and normalises the address and the phone number", () => {
    const parsed = RegisterForm.parse({ ...validSignUp, email: " Ada@Example.COM " });
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.phoneNumber).toBe("+17021234567");
  });
});

describe("the sign-in form's rules (docs/product.md §Validation, Login)", () => {
  it("uses the login screen's own wording", () => {
    expect(firstErrors(LoginForm, { email: "", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(firstErrors(LoginForm, { email: "ada@", password: "Aa1@" })).toEqual({
      email: "Please enter a valid email address (e.g. name@example.com)",
      password: "Password must be at least 8 characters long",
    });
    expect(firstErrors(LoginForm, { email: "ada@example.com", password: "analytical1843" })).toEqual({
      password:
        "Password must include at least 1 lowercase, 1 uppercase letter, 1 number, and 1 special character (@#$%^&+=!)",
    });
  });
});

describe("a password as sent to the API", () => {
  const passwordIssues = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === "password");
  };

  it("reports one problem for a value that is not text", () => {
    for (const password of [5, [], {}, null]) {
      expect(
        passwordIssues(LoginForm, { email: "ada@example.com", password }).map((issue) => issue.message),
      ).toEqual(["Password must be text"]);
    }
  });

  it("refuses half of a surrogate pair, which could not be stored as typed", () => {
    const password = "Analytical#1843\uD800";
    expect(firstErrors(RegisterForm, { ...validSignUp, password, confirmPassword: password })).toEqual({
      password: "Password contains characters that are not allowed",
    });
    expect(
      firstErrors(RegisterForm, {
        ...validSignUp,
        password: "Analytical#1843👋",
        confirmPassword: "Analytical#1843👋",
      }),
    ).toEqual({});
  });
});

describe("the recovery and reset forms", () => {
  it("asks for an address to send the link to", () => {
    expect(firstErrors(RecoveryBody, { email: "" })).toEqual({ email: "Email is required" });
  });

  it("applies the sign-up rules to the new password", () => {
    expect(firstErrors(ResetPasswordForm, { password: "short", confirmPassword: "" })).toEqual({
      password: "Password must be at least 8 characters long",
      confirmPassword: "Please confirm your password",
    });
    expect(
      firstErrors(ResetPasswordForm, { password: "Analytical#1843", confirmPassword: "Analytical#1844" }),
    ).toEqual({ confirmPassword: "Passwords do not match" });
  });
});
