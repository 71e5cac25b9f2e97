import { ArrowRight } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";

/** The link under a home section that leads to the page telling the whole story. */
export function SectionLink({ to, children }: { to: string; children: string }) {
  const { Link } = useNavigation();
  return (
    <div className="mt-12 flex justify-center">
      <Button asChild variant="secondary">
        <Link href={to}>
          {children} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
