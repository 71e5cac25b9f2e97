import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydration waits until the browser has painted the prerendered HTML (the web quality issue): the
 * scripts arrive while the page is still being parsed, and run before its first paint if nothing
 * stops them, so the visitor would see nothing until React had walked the whole page. A frame
 * callback runs just before the next paint and a task queued from it runs just after; the timer
 * covers a tab that is hidden, where frames never come.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

afterFirstPaint(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
