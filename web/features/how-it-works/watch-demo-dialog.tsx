import { lazy, type ReactElement, Suspense } from "react";
import { walkthroughCopy } from "#content/how-it-works.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";

// The walkthrough's scenes load when a visitor shows interest (hover, focus), not with the page.
export const preloadWalkthrough = () => import("./walkthrough.tsx");
const Walkthrough = lazy(() => preloadWalkthrough().then((module) => ({ default: module.Walkthrough })));

/**
 * 'Watch Demo' (spec §2, How it works; DESIGN §5): our product walkthrough, played in a dialog.
 * `trigger` is the button that opens it: the hero's 'Watch Demo' or the video poster.
 */
export function WatchDemoDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{walkthroughCopy.dialogTitle}</DialogTitle>
        <DialogDescription>{walkthroughCopy.dialogDescription}</DialogDescription>
        <Suspense
          fallback={
            <div aria-hidden="true" className="mt-6 aspect-video animate-pulse rounded-xl bg-slate-100" />
          }
        >
          <Walkthrough />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
