import type { UseFormRegisterReturn } from "react-hook-form";
import { HONEYPOT_LABEL } from "#contracts/messages.ts";

/**
 * The honeypot field of every public form (HONEYPOT_FIELD in contracts/constants.ts): off-screen, out of the tab
 * order, hidden from assistive technology and never autofilled, so only a bot fills it in.
 *
 *   <Honeypot {...form.register(HONEYPOT_FIELD)} />
 */
export function Honeypot(props: UseFormRegisterReturn) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_LABEL}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
