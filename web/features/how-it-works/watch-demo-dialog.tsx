import { lazy, type MouseEvent, type ReactElement, Suspense } from "react";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";

// The dialog and the walkthrough's scenes load when a visitor shows interest, not with the page.
const loadWalkthroughDialog = () => import("./walkthrough-dialog.tsx");
const WalkthroughDialog = lazy(() =>
  loadWalkthroughDialog().then((module) => ({ default: module.WalkthroughDialog })),
);

/** What the element that opens the walkthrough receives. */
export type WatchDemoTriggerProps = {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
};

/**
 * 'Watch Demo' (docs/product.md §Routes, How it works; docs/product.md §Deviations): our product walkthrough, played in a dialog.
 * `renderTrigger` draws what opens it: the hero's 'Watch Demo' button or the video poster.
 */
export function WatchDemoDialog({
  renderTrigger,
}: {
  renderTrigger: (props: WatchDemoTriggerProps) => ReactElement;
}) {
  const dialog = useDeferredDialog();
  return (
    <>
      {renderTrigger({
        onClick: (event) => dialog.show(event.currentTarget),
        onPointerEnter: loadWalkthroughDialog,
        onFocus: loadWalkthroughDialog,
        "aria-haspopup": "dialog",
        "aria-expanded": dialog.open,
      })}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <WalkthroughDialog {...dialog.dialogProps} />
        </Suspense>
      ) : null}
    </>
  );
}
