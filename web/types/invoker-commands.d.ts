/**
 * The HTML invoker commands (`command` and `commandfor` on a button: Chromium 135, Firefox 144,
 * Safari 26.2), which @types/react does not declare yet. React writes them as plain attributes.
 * web/components/ui/native-dialog.tsx opens and closes its dialogs with them (decision 0027).
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
