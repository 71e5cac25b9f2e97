import { describe, expect, it } from "vitest";
import { meetsPasswordComposition } from "#contracts/auth.ts";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it.each([
    "Password1!",
    "Password123!",
    "P@ssw0rd",
    "P@ssw0rd2024!",
    "Welcome@2024",
    "Qwerty123!",
    "Admin@123",
    "!Summer2024",
    "Letmein#1",
    "Avatalk2024!",
    "1qaz@WSX",
    "He11o#2024",
    // Accepted before the 10,000 most common passwords were refused.
    "India@123",
    "1Qaz2wsx!",
    "Jesus@123",
    "Aa1!aaaa",
    "Blessed1!",
    "Mother@123",
    "Aaaa1111!",
  ])("refuses %s, which passes the composition rule but is among the first guesses", (password) => {
    expect(meetsPasswordComposition(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it("reads full-width letters and digits as their plain forms (NFKC) and ignores letter case", () => {
    expect(isCommonPassword("Ｍｏｔｈｅｒ@１２３")).toBe(true);
    expect(isCommonPassword("MOTHER@123")).toBe(true);
  });

  it.each(["Tr0ub4dor&3x!Zebra", "Correct#Horse7Battery", "Mx9!qLr2@vT", "Sommerregen#42Kaffee"])(
    "accepts %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
