import { Check, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { blogCopy } from "#content/blog-copy.ts";
import { timings } from "#contracts/constants.ts";
import { Button } from "#web/components/ui/button.tsx";

type ShareButtonProps = { title: string; text: string };
type Outcome = "idle" | "copied" | "failed";

/** The address of the page being read, without query or fragment. */
function currentPageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Share (docs/product.md §Deviations): the system share sheet where the browser has the Web Share API, otherwise the
 * link is copied and a confirmation is announced for timings.copyConfirmationMs (docs/product.md §Behaviour and §Constants).
 */
export function ShareButton({ title, text }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function show(next: Outcome) {
    setOutcome(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setOutcome("idle"), timings.copyConfirmationMs);
  }

  async function share() {
    const url = currentPageUrl();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Otherwise (not allowed, nothing to share to) the copy below still helps.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show("copied");
    } catch {
      show("failed");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={share}>
        {outcome === "copied" ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        {blogCopy.share}
      </Button>
      {/* Always present, so screen readers announce each change of its text. */}
      <p role="status" className="text-sm font-medium text-slate-600">
        {outcome === "copied" ? blogCopy.linkCopied : outcome === "failed" ? blogCopy.copyFailed : ""}
      </p>
    </div>
  );
}
