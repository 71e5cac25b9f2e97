import { useSyncExternalStore } from "react";

/**
 * Toasts (sonner) exist only where a form answers with one: the home page's contact form. Their
 * region (web/components/ui/toaster.tsx) and sonner itself, which injects its stylesheet and so
 * restyles the whole page, load when such a form is first used, not after every page's hydration
 * (docs/performance.md). The region must exist before the first toast, so that screen readers know
 * the live region before it speaks: the form asks for it with `showToastRegion` as the visitor
 * starts using it, and `notify` asks again in case it did not.
 */
let regionWanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast region in the root layout, once. */
export function showToastRegion(): void {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** In the root layout: whether a form has asked for the toast region. */
export function useToastRegionWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => regionWanted,
    () => false,
  );
}

/**
 * Shows a toast in the app's toast region. A toast raised before the region has mounted is shown
 * once it does (sonner replays them).
 */
export async function notify(kind: "success" | "error", title: string, description: string): Promise<void> {
  showToastRegion();
  const { toast } = await import("sonner");
  toast[kind](title, { description });
}
