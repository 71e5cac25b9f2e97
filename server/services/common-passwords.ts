import { createRequire } from "node:module";
import { z } from "zod";

/**
 * Passwords attackers try first (docs/product.md §Security, ASVS 6.2.4: refuse commonly used passwords), shipped
 * with the code so the check needs no network. Two sources (decision 0007):
 *
 * - The 10,000 most common passwords of the list zxcvbn-ts maintains (`@zxcvbn-ts/language-common`,
 *   MIT; ranked by how often they occur in breach corpora). A password is refused when, read after
 *   NFKC normalisation and lowercased, it or one of its plain forms is on the list: as typed, with
 *   the symbols at its end removed ("1Qaz2wsx!" → "1qaz2wsx"), with the digits and symbols at its
 *   ends removed ("Jesus@123" → "jesus"), as its letters alone, and with look-alikes read as
 *   letters. These are the decorations people add to meet a composition rule; forms shorter than 4
 *   characters are not looked up, as they would match nearly everything.
 * - Repetition (NIST SP 800-63B's "repetitive characters"): fewer than 5 different characters after
 *   lowercasing ("Aa1!aaaa", "Aaaa1111!"). The list leaves these out; zxcvbn finds them by pattern.
 *
 * And, kept from before the list: The composition rule already refuses the plain
 * top-list entries ("123456", "password"); what remains common are those words dressed up to pass
 * it: "Password1!", "P@ssw0rd", "Welcome@2024". So a password counts as common when, with the
 * digits and symbols at its ends removed and look-alike characters read as letters, it is one of
 * the base words below, or when it is one of the full passwords below.
 */

/** Base words, from the most used passwords in public breach corpora, keyboard walks and defaults. */
const COMMON_BASE_WORDS = `
password passwort passw pass pwd secret qwerty qwertz azerty qwertyuiop asdf asdfgh asdfghjkl zxcvbn
zxcvbnm qazwsx qwer abc abcd abcde abcdef abcdefg abcdefgh admin administrator root user guest test
tester testing demo temp default changeme welcome hello login letmein access master super superman
batman spiderman ironman starwars pokemon matrix shadow dragon monkey iloveyou love lovely loveme
sunshine princess angel baby babygirl football soccer baseball basketball hockey tennis golf
michael jennifer jordan jessica ashley daniel thomas george robert nicole andrew charlie thomas
hunter ranger harley buster tigger maggie ginger pepper cookie cheese chocolate flower summer winter
spring autumn freedom whatever computer internet google samsung apple microsoft facebook linkedin
killer trustno mustang corvette ferrari porsche mercedes yankees lakers liverpool arsenal chelsea
barcelona madrid juventus london paris berlin helsinki america canada germany finland
company business office work career money bitcoin crypto secure security private
avatalk video chat support customer service
`;

/** Whole passwords that pass the composition rule and are common in their own right. */
const COMMON_FULL_PASSWORDS = `
1qaz@wsx 1qaz!qaz 1q2w3e4r!q 1q2w3e4r5t! !qaz2wsx !qaz@wsx zaq1@wsx zaq!2wsx 1qaz@wsx3edc
p@55w0rd p@$$w0rd p@ssw0rd1 a1b2c3d4! aa123456! aa@123456 qq123456! abc@123 abc#123
`;

const baseWords = new Set(COMMON_BASE_WORDS.split(/\s+/).filter(Boolean));
const fullPasswords = new Set(COMMON_FULL_PASSWORDS.split(/\s+/).filter(Boolean));

/** Characters people use in place of letters. */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "+": "t",
};

/** The letters at the heart of a password: "P@ssw0rd123!" → "password". */
function coreWord(password: string): string {
  const core = password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return [...core].map((character) => LOOK_ALIKES[character] ?? character).join("");
}

const require = createRequire(import.meta.url);
/** How many of the list's most common entries are refused (the top 10,000). */
export const COMMON_LIST_SIZE = 10_000;
const topPasswords = new Set(
  z
    .array(z.string())
    .parse(require("@zxcvbn-ts/language-common/src/passwords.json"))
    .slice(0, COMMON_LIST_SIZE),
);

/** Fewer different characters than this (after lowercasing) is a repetition, not a password. */
const MIN_DISTINCT_CHARACTERS = 5;
/** Derived forms shorter than this are not looked up: "ab" would refuse half of all passwords. */
const MIN_FORM_LENGTH = 4;

/** The plain forms of a password that a decorated common one reduces to. */
function plainForms(folded: string): string[] {
  const withoutEndSymbols = folded.replace(/[^\p{L}\p{N}]+$/u, "");
  const core = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const letters = folded.replace(/[^\p{L}]/gu, "");
  const deciphered = [...core].map((character) => LOOK_ALIKES[character] ?? character).join("");
  const derived = [withoutEndSymbols, core, letters, deciphered].filter(
    (form) => form.length >= MIN_FORM_LENGTH,
  );
  return [folded, ...derived];
}

/**
 * Whether a new password is too common to accept (sign-up, reset, change, admin:create). Read
 * after NFKC normalisation and lowercasing, so full-width or composed look-alikes and letter case
 * do not make a common password new.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.normalize("NFKC").toLowerCase();
  if (new Set(folded).size < MIN_DISTINCT_CHARACTERS) return true;
  if (plainForms(folded).some((form) => topPasswords.has(form))) return true;
  return isCommonByOwnList(folded);
}

/** The list this module started with: base words behind look-alikes, and whole passwords. */
function isCommonByOwnList(lower: string): boolean {
  if (fullPasswords.has(lower)) return true;
  const core = coreWord(lower);
  if (baseWords.has(core)) return true;
  // "1" reads as "l" as often as "i" ("He11o", "Wor1d").
  return baseWords.has(core.replaceAll("i", "l")) && core.includes("i");
}
