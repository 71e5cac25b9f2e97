import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEuro, formatLongDate } from "./format.ts";

const intlEuro = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const intlDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

describe("formatEuro", () => {
  it("writes the pricing page's amounts", () => {
    expect(formatEuro(0)).toBe("€0");
    expect(formatEuro(44)).toBe("€44");
    expect(formatEuro(1234.5)).toBe("€1,234.5");
    expect(formatEuro(1234567.891)).toBe("€1,234,567.89");
    expect(formatEuro(0.005)).toBe("€0.01");
  });

  it("writes what Intl writes for any amount of zero or more", () => {
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 10_000_000 }).map((mills) => mills / 1000),
      fc.double({ min: 0, max: 1e25, noNaN: true }),
      fc.constantFrom(1e-7, 0.125, 2.675, 1.005, 999.995, 1e21, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatEuro(amount)).toBe(intlEuro.format(amount));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe("formatLongDate", () => {
  it("writes a post's day as a reader in the US reads it", () => {
    expect(formatLongDate("2026-11-12")).toBe("November 12, 2026");
  });

  it("writes what Intl writes for every day of 2024 to 2027", () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("refuses what is not a day", () => {
    expect(() => formatLongDate("2026-13-01")).toThrow(RangeError);
    expect(() => formatLongDate("someday")).toThrow(RangeError);
  });
});
