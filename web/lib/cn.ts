import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts: a component offers variants (a `size`, a
 * `width`, a `layout`) instead of letting a caller's classes override its own, so the joined list
 * never holds two utilities for the same property. tailwind-merge did the overriding before; it was
 * 7 KiB of every page and a 10 ms task building its class map during hydration (the web quality
 * issue). `npm test` checks that no rendered element carries conflicting utilities: in every
 * component test (test/setup-dom.ts) and on every prerendered page (scripts/validate-html.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
