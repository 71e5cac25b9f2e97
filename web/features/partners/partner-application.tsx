import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import type { PartnershipType } from "#contracts/partners.ts";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";

// The dialog and its form (react-hook-form, zod, the contract) load when a visitor shows interest.
export const preloadPartnerDialog = () => import("./partner-application-dialog.tsx");
const PartnerApplicationDialog = lazy(() =>
  preloadPartnerDialog().then((module) => ({ default: module.PartnerApplicationDialog })),
);

type OpenApplication = (type: PartnershipType | undefined, opener: HTMLElement) => void;
const OpenApplicationContext = createContext<OpenApplication>(() => {});

/** Opens the one application dialog with `type` preselected (undefined lets the visitor choose). */
export const useOpenPartnerApplication = () => useContext(OpenApplicationContext);

/** docs/product.md §Routes, Partner program: every 'Apply' button opens this one dialog, preselecting its type. */
export function PartnerApplicationProvider({ children }: { children: ReactNode }) {
  const dialog = useDeferredDialog();
  const { show } = dialog;
  const [type, setType] = useState<PartnershipType | undefined>();
  const [session, setSession] = useState(0);

  const openApplication = useCallback<OpenApplication>(
    (nextType, opener) => {
      setType(nextType);
      setSession((count) => count + 1);
      show(opener);
    },
    [show],
  );

  return (
    <OpenApplicationContext value={openApplication}>
      {children}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <PartnerApplicationDialog {...dialog.dialogProps} type={type} session={session} />
        </Suspense>
      ) : null}
    </OpenApplicationContext>
  );
}
