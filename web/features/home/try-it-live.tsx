import { Loader2, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SITE_ASSISTANT_KEY, tryItLiveCopy } from "#content/site-assistant.ts";
import { Button } from "#web/components/ui/button.tsx";

type AvatalkGlobal = { open(): void };
const avatalk = () => (window as unknown as { Avatalk?: AvatalkGlobal }).Avatalk;

/** How long the widget may take to appear before the button says it failed. */
const START_TIMEOUT_MS = 10_000;

/**
 * "Try it live": our own widget, loaded only when the visitor asks for it, so the home page carries
 * none of it (its scripts, its frame) until then. The loader is the one customers embed.
 */
export function TryItLive() {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const cleanup = useRef<() => void>(undefined);
  useEffect(() => () => cleanup.current?.(), []);

  function start() {
    const loaded = avatalk();
    if (loaded) return loaded.open();
    setState("loading");
    const mounted = () => {
      cleanup.current?.();
      setState("idle");
      avatalk()?.open();
    };
    const failed = () => {
      cleanup.current?.();
      setState("failed");
    };
    const timer = window.setTimeout(failed, START_TIMEOUT_MS);
    window.addEventListener("avatalk:mounted", mounted);
    cleanup.current = () => {
      window.clearTimeout(timer);
      window.removeEventListener("avatalk:mounted", mounted);
    };
    if (!document.querySelector("script[data-avatalk-site]")) {
      const script = document.createElement("script");
      script.src = "/widget.js";
      script.async = true;
      script.dataset.key = SITE_ASSISTANT_KEY;
      script.dataset.lang = "en";
      script.dataset.avatalkSite = "";
      script.addEventListener("error", failed);
      document.body.append(script);
    }
  }

  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-center">
      <Button
        variant="ghost"
        onClick={start}
        disabled={state === "loading"}
        aria-describedby="try-it-live-hint"
      >
        {state === "loading" ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <MessageCircle aria-hidden="true" />
        )}
        {state === "loading" ? tryItLiveCopy.loading : tryItLiveCopy.button}
      </Button>
      <p id="try-it-live-hint" className="text-sm text-slate-600">
        {tryItLiveCopy.hint}
      </p>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {tryItLiveCopy.failed}
        </p>
      ) : null}
    </div>
  );
}
