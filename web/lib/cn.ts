import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind classes win, so a caller's className overrides the base. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
