/**
 * The button side of a native dialog (web/components/ui/native-dialog.tsx), a module of its own so
 * that a page can carry the button without the dialog's code (the demo dialog, decision 0029).
 */

/** Whether this browser runs invoker commands itself. */
export const hasInvokerCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/** The props of the button that opens the dialog `id`: the browser's invoker command (decision 0027). */
export function dialogTrigger(id: string) {
  return {
    "aria-haspopup": "dialog",
    command: "show-modal",
    commandfor: id,
    onClick: () => openWithoutCommands(id),
  } as const;
}

/** For a browser without invoker commands: the click opens the dialog once the page runs. */
function openWithoutCommands(id: string): void {
  if (hasInvokerCommands()) return;
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}
