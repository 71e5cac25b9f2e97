import { portalCopy } from "#content/portal.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";

/** A part of the portal whose data did not load: why, and a way to ask again without a reload. */
export function LoadFailedAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <ErrorAlert>
      <p>{error.message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {portalCopy.retry}
      </Button>
    </ErrorAlert>
  );
}
