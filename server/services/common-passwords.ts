/**
 * Passwords attackers try first (DESIGN §4, ASVS 6.2.4: refuse commonly used passwords), shipped
 * with the code so the check needs no network. The composition rule already refuses the plain
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

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (fullPasswords.has(lower)) return true;
  const core = coreWord(password);
  if (baseWords.has(core)) return true;
  // "1" reads as "l" as often as "i" ("He11o", "Wor1d").
  return baseWords.has(core.replaceAll("i", "l")) && core.includes("i");
}
