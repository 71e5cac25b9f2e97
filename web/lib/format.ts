/**
 * Euro amounts and dates as the public pages write them, without `Intl`. The first `Intl` formatter
 * a page constructs costs 28-37 ms of main thread in Chromium here (measured 2026-11-23, loading
 * the locale's data), one long task on a phone during hydration, for strings this simple. Each
 * function writes exactly what its `Intl` counterpart writes (format.node.test.ts compares them).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "November 12, 2026" for "2026-11-12": `Intl.DateTimeFormat("en-US", { dateStyle: "long",
 * timeZone: "UTC" })`, the same in every visitor's time zone.
 */
export function formatLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (year === undefined || name === undefined || day === undefined || !(day >= 1 && day <= 31)) {
    throw new RangeError(`Not a calendar day: ${isoDay}`);
  }
  return `${name} ${day}, ${year}`;
}

let intlEuro: Intl.NumberFormat | undefined;

/**
 * "€1,234.5" for 1234.5: `Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR",
 * minimumFractionDigits: 0, maximumFractionDigits: 2 })` for an amount of zero or more. Like Intl,
 * it rounds the shortest decimal form of the number half away from zero.
 */
export function formatEuro(amount: number): string {
  const decimal = String(amount);
  // An exponent (below a millionth, from 1e21 up) or a negative amount: rare enough for Intl.
  if (!/^\d+(\.\d+)?$/.test(decimal)) {
    intlEuro ??= new Intl.NumberFormat("en-IE", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    return intlEuro.format(amount);
  }
  const [whole = "0", fraction = ""] = decimal.split(".");
  let cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  const euros = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (cents % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return `€${euros}${rest ? `.${rest}` : ""}`;
}
