import { Check, MessageCircle, MessageSquareText, Video } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { widgetDemo } from "#content/home.ts";
import { widgetSnippet } from "#contracts/widget/snippet.ts";
import { PageSketch } from "#web/features/home/page-sketch.tsx";
import { WidgetPanelMockup } from "#web/features/home/widget-panel-mockup.tsx";
import { hosts } from "#web/lib/hosts.ts";

/** An element that pops in after `delay` seconds (keyframes in app.css). */
function Appear({ delay, className, children }: { delay: number; className?: string; children: ReactNode }) {
  const style: CSSProperties = { animation: `pop-in 0.5s cubic-bezier(0.22,1,0.36,1) ${delay}s both` };
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}

/** A browser window's title bar: three dots and the address field. */
function BrowserBar() {
  return (
    <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-3 py-2">
      <span className="size-2 rounded-full bg-slate-300" />
      <span className="size-2 rounded-full bg-slate-300" />
      <span className="size-2 rounded-full bg-slate-300" />
      <span className="ml-2 h-3 flex-1 rounded bg-white ring-1 ring-slate-200" />
    </div>
  );
}

/** A browser window drawn in CSS, the stage of every scene. */
function BrowserFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`absolute inset-[6%] overflow-hidden rounded-lg bg-white shadow-2xl ${className ?? ""}`}>
      <BrowserBar />
      <div className="relative h-full">{children}</div>
    </div>
  );
}

function InstallScene() {
  const snippet = widgetSnippet(hosts.widgetScriptUrl);
  return (
    <BrowserFrame>
      <div className="grid h-full grid-cols-[1fr_1.1fr]">
        <div className="space-y-2 bg-slate-950 p-3 font-mono text-[0.55rem] leading-relaxed text-slate-400 sm:p-4 sm:text-[0.7rem]">
          <p>{"<footer>…</footer>"}</p>
          <p
            className="overflow-hidden rounded bg-brand-500/20 px-1 break-all text-brand-200"
            style={{ animation: "reveal-text 1.6s steps(28) 0.4s both" }}
          >
            {snippet}
          </p>
          <p>{"</body>"}</p>
        </div>
        <div className="relative space-y-2 p-3 sm:p-4">
          <div className="h-10 rounded bg-slate-100 sm:h-16" />
          <div className="h-2 w-3/4 rounded bg-slate-200" />
          <div className="h-2 w-1/2 rounded bg-slate-100" />
          <Appear delay={2.4} className="absolute right-3 bottom-12 sm:right-4">
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-gradient text-white shadow-lg ring-4 ring-brand-200/60 sm:size-11">
              <MessageCircle className="size-4 sm:size-5" />
            </span>
          </Appear>
        </div>
      </div>
    </BrowserFrame>
  );
}

function KnowledgeScene() {
  // Entries as the portal's knowledge base lists them: a question, its answer in text or on video.
  const sources = [
    { icon: Video, label: widgetDemo.visitorQuestion },
    { icon: MessageSquareText, label: "Can I return an order?" },
    { icon: Video, label: "Which size should I choose?" },
  ];
  return (
    <div className="absolute inset-0 grid grid-cols-[1.2fr_1fr] items-center gap-4 p-[7%]">
      <div className="space-y-2 sm:space-y-3">
        {sources.map((source, position) => (
          <Appear
            key={source.label}
            delay={0.3 + position * 0.45}
            className="flex items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-[0.6rem] font-medium text-slate-800 shadow-lg sm:text-xs"
          >
            <source.icon className="size-3.5 shrink-0 text-brand-600 sm:size-4" />
            <span className="truncate">{source.label}</span>
            <Check className="ml-auto size-3.5 shrink-0 text-emerald-600" />
          </Appear>
        ))}
      </div>
      <Appear
        delay={1.8}
        className="rounded-xl bg-white/10 p-3 text-white ring-1 ring-white/20 backdrop-blur sm:p-4"
      >
        <p className="text-[0.6rem] font-semibold tracking-wide text-white/70 uppercase sm:text-xs">
          Knowledge base
        </p>
        <p className="mt-1 text-sm font-semibold sm:text-lg">48 entries</p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/20">
          <div
            className="h-full origin-left rounded-full bg-emerald-400"
            style={{ animation: "grow-x 1.6s ease-out 2.1s both" }}
          />
        </div>
        <p className="mt-2 text-[0.6rem] text-white/80 sm:text-xs">Ready to answer</p>
      </Appear>
    </div>
  );
}

/** The scene's drawing size: it is drawn once at this size and scaled to the player (an SVG's viewBox). */
const CONVERSATION_VIEW = { width: 800, height: 450 };

/**
 * The widget on a shop's page, in the panel as it really looks (the home page's mock-up, reused):
 * drawn at one size inside an SVG's foreignObject, so the whole panel (header, video, conversation,
 * question box) scales with the player instead of being cut off on a phone.
 */
function ConversationScene() {
  const { width, height } = CONVERSATION_VIEW;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 size-full">
      <foreignObject x="0" y="0" width={width} height={height}>
        <div className="relative size-full">
          <div className="absolute inset-x-[5%] top-[6%] bottom-0 overflow-hidden rounded-t-lg bg-white shadow-2xl">
            <BrowserBar />
            <div className="space-y-3 p-5 pr-[18rem]">
              <PageSketch />
            </div>
          </div>
          <Appear delay={0.3} className="absolute top-[5%] right-[7%] w-[15rem]">
            <WidgetPanelMockup />
          </Appear>
        </div>
      </foreignObject>
    </svg>
  );
}

function InsightsScene() {
  const tiles = [
    { label: "Conversations", value: "1,284" },
    { label: "Answered", value: "1,093" },
    { label: "Handovers", value: "37" },
  ];
  const bars = [38, 52, 45, 68, 61, 80, 92];
  return (
    <BrowserFrame>
      <div className="grid h-full grid-rows-[auto_1fr] gap-2 bg-slate-50 p-3 sm:gap-3 sm:p-4">
        <div className="grid grid-cols-3 gap-2">
          {tiles.map((tile, position) => (
            <Appear
              key={tile.label}
              delay={0.2 + position * 0.25}
              className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-[0.5rem] text-slate-500 sm:text-[0.65rem]">{tile.label}</p>
              <p className="text-xs font-semibold text-slate-900 sm:text-base">{tile.value}</p>
            </Appear>
          ))}
        </div>
        <div className="flex items-end gap-1.5 rounded-lg bg-white p-2 pb-8 shadow-sm ring-1 ring-slate-200 sm:gap-2.5 sm:p-3 sm:pb-10">
          {bars.map((height, position) => (
            <div
              key={height}
              className="flex-1 origin-bottom rounded-t bg-gradient-to-t from-brand-600 to-accent-500"
              style={{
                height: `${height}%`,
                animation: `grow-y 0.8s cubic-bezier(0.22,1,0.36,1) ${0.8 + position * 0.12}s both`,
              }}
            />
          ))}
        </div>
      </div>
    </BrowserFrame>
  );
}

const scenes = [InstallScene, KnowledgeScene, ConversationScene, InsightsScene];

/** One frame of the walkthrough, drawn and animated in SVG and CSS; decorative (captions tell it). */
export function WalkthroughScene({ index }: { index: number }) {
  const Scene = scenes[index] ?? InstallScene;
  return (
    <div aria-hidden="true" data-walkthrough="" className="absolute inset-0 select-none">
      <Scene />
    </div>
  );
}
