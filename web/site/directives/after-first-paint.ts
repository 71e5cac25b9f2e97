/**
 * The page's load event and its first contentful paint as the browser reports it, which is when the
 * frame has reached the screen, then a task: what a directive starts after it costs the first paint
 * nothing (before it, Lighthouse's simulation counted its round trips in the largest paint). A
 * browser without paint timing waits for `load` alone.
 */
export async function afterFirstPaint(): Promise<void> {
  await Promise.all([
    new Promise<void>((resolve) => {
      if (document.readyState === "complete") resolve();
      else addEventListener("load", () => resolve(), { once: true });
    }),
    new Promise<void>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
        resolve();
        return;
      }
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    }),
  ]);
  await new Promise((resolve) => setTimeout(resolve));
}
