import type { ReactNode } from "react";
import type { PartnershipType } from "#contracts/partners.ts";
import { Button, type ButtonVariantProps } from "#web/components/ui/button.tsx";
import { preloadPartnerDialog, useOpenPartnerApplication } from "./partner-application.tsx";

type ApplyButtonProps = ButtonVariantProps & {
  /** The type to preselect; the bottom 'Apply to Partner Program' leaves the choice open. */
  type?: PartnershipType;
  children: ReactNode;
  className?: string;
};

/** One of the four 'Apply' buttons of docs/product.md §Routes: opens the application dialog. */
export function ApplyButton({ type, children, variant, size, className }: ApplyButtonProps) {
  const openApplication = useOpenPartnerApplication();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preloadPartnerDialog}
      onFocus={preloadPartnerDialog}
      onClick={(event) => openApplication(type, event.currentTarget)}
    >
      {children}
    </Button>
  );
}
