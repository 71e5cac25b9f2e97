import { type ComponentType, startTransition, useEffect, useState } from "react";
import { useToastRegionWanted } from "#web/lib/notify.ts";

/**
 * The toast region, once a form that answers with toasts is used (web/lib/notify.ts): in React
 * Router's root, and in the static pages' island of such a form (web/site/islands/). Imported in an
 * effect and rendered once it is here rather than `lazy` in a Suspense boundary: a lazy component
 * suspends by throwing (two exceptions each time), and in a traced page load, as Lighthouse's is,
 * each throw had V8 collect source positions by parsing the throwing scripts again: 44-54 → 27-31
 * ms of main thread on /terms (docs/performance.md).
 */
export function ToastRegion() {
  const wanted = useToastRegionWanted();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    void import("#web/components/ui/toaster.tsx").then((module) =>
      startTransition(() => setToaster(() => module.default)),
    );
  }, [wanted]);
  return Toaster ? <Toaster /> : null;
}
