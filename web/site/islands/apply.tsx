import { ArrowRight } from "lucide-react";
import type { PartnershipType } from "#contracts/partners.ts";
import type { ButtonVariantProps } from "#web/components/ui/button.tsx";
import { ApplyButton } from "#web/features/partners/apply-button.tsx";
import { PartnerApplicationProvider } from "#web/features/partners/partner-application.tsx";
import { Island } from "./island.tsx";

type ApplyIslandProps = ButtonVariantProps & {
  label: string;
  /** The type to preselect; the closing 'Apply to Partner Program' leaves the choice open. */
  type?: PartnershipType;
  className?: string;
  /** The closing button's arrow. */
  arrow?: boolean;
};

/**
 * An 'Apply' button of /partner-program with the application dialog it opens (the form's code loads
 * as the visitor comes to the button): each island its own, as one dialog cannot cross islands.
 */
export function ApplyIsland({ label, arrow = false, ...button }: ApplyIslandProps) {
  return (
    <Island>
      <PartnerApplicationProvider>
        <ApplyButton {...button}>
          {label}
          {arrow ? (
            <>
              {" "}
              <ArrowRight aria-hidden="true" />
            </>
          ) : null}
        </ApplyButton>
      </PartnerApplicationProvider>
    </Island>
  );
}
