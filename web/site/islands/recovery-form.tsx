import { RecoveryForm } from "#web/features/auth/recovery-form.tsx";
import { Island } from "./island.tsx";

/** /recovery_email's form. */
export function RecoveryFormIsland() {
  return (
    <Island>
      <RecoveryForm />
    </Island>
  );
}
