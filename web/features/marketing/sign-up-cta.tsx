import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { appLinks } from "#web/lib/hosts.ts";

/**
 * The large 'Start free trial'-style call to sign up that heroes and CTA bands open with: the app's
 * sign-up page in a new tab, primary on a light section, `inverted` on the brand gradient.
 */
export function SignUpCta({ children, inverted = false }: { children: ReactNode; inverted?: boolean }) {
  return (
    <Button asChild variant={inverted ? "inverted" : "primary"} size="lg">
      <SmartLink href={appLinks.signUp} newTab>
        {children} <ArrowRight aria-hidden="true" />
      </SmartLink>
    </Button>
  );
}
