/**
 * For an island whose controls do nothing until React runs ("Try it live"): a click in it before it
 * has hydrated is held, and clicked again on the same element once it has (`replay`). The island's
 * listeners are on its elements by then (Preact's hydration, decision 0060, attaches them as it
 * goes), so the click runs its handler. Not for a native
 * control: it has already done what its click asks, and a second click would undo it (a popover
 * toggles shut).
 */
export function holdClicks(el: HTMLElement): { replay: () => void } {
  let held: MouseEvent | undefined;
  const hold = (event: MouseEvent) => {
    held ??= event;
  };
  el.addEventListener("click", hold, { capture: true });
  return {
    replay() {
      el.removeEventListener("click", hold, { capture: true });
      if (!held || held.defaultPrevented) return;
      const { target } = held;
      // The same element, if hydration kept it (it does unless the markup differed), and the same
      // click: a MouseEvent's init takes its position, button and modifier keys from the event.
      if (target instanceof Element && target.isConnected) {
        target.dispatchEvent(new MouseEvent("click", held));
      }
    },
  };
}
