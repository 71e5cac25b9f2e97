import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";

/** The link under a home section that leads to the page telling the whole story. */
export function SectionLink({ to, children }: { to: string; children: string }) {
  return (
    <div className="mt-12 flex justify-center">
      <Button asChild variant="secondary">
        <Link to={to}>
          {children} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
