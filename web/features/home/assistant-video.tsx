import { Video } from "lucide-react";
import { widgetDemo } from "#content/home.ts";

/** The assistant's "video": an illustrated face with a live badge and a speaking waveform. */
export function AssistantVideo() {
  return (
    <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-500 via-brand-600 to-accent-600">
      <svg viewBox="0 0 160 120" aria-hidden="true" className="absolute inset-0 size-full">
        <defs>
          <radialGradient id="ava-light" cx="50%" cy="35%" r="60%">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="ava-skin" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f8d9c4" />
            <stop offset="1" stopColor="#eab99a" />
          </linearGradient>
          <linearGradient id="ava-blazer" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#1e1b4b" />
          </linearGradient>
        </defs>
        <rect width="160" height="120" fill="url(#ava-light)" />
        {/* hair behind the head */}
        <path d="M56 58c-4-24 9-40 25-40s28 14 24 40c-1 12 3 22 6 30H50c4-8 7-18 6-30Z" fill="#2a1810" />
        {/* shoulders: blazer over a light top */}
        <path d="M36 120c2-20 16-30 34-33h20c18 3 32 13 34 33Z" fill="url(#ava-blazer)" />
        <path d="M70 87h20l-10 20Z" fill="#e0e7ff" />
        <path d="M70 87l10 20-16-6-4-10Z M90 87l-10 20 16-6 4-10Z" fill="#3730a3" />
        <path d="M73 72h14v14c-4 4-10 4-14 0Z" fill="#e3ad8c" />
        {/* face */}
        <ellipse cx="80" cy="54" rx="19" ry="23" fill="url(#ava-skin)" />
        <circle cx="61.5" cy="58" r="1.4" fill="#fde68a" />
        <circle cx="98.5" cy="58" r="1.4" fill="#fde68a" />
        {/* fringe */}
        <path d="M60 50c1-17 12-26 24-25 11 1 18 9 17 22-7-7-16-12-30-11-4 4-8 9-11 14Z" fill="#3b2218" />
        <path
          d="M67 50.5c2.5-1.6 5.5-1.8 8-.8M85 49.7c2.5-1 5.5-.8 8 .8"
          fill="none"
          stroke="#3b2218"
          strokeWidth="1.3"
          strokeLinecap="round"
        />
        <ellipse cx="71.5" cy="55.5" rx="1.9" ry="2.1" fill="#1f2937" />
        <ellipse cx="88.5" cy="55.5" rx="1.9" ry="2.1" fill="#1f2937" />
        <circle cx="72.1" cy="54.8" r="0.55" fill="#fff" />
        <circle cx="89.1" cy="54.8" r="0.55" fill="#fff" />
        <path
          d="M80 58.5c-.6 2.4-1.4 4-2.4 4.8"
          fill="none"
          stroke="#d29474"
          strokeWidth="1"
          strokeLinecap="round"
        />
        <path d="M73.5 67c3.8 3 9.2 3 13 0-1.4 3.6-3.8 5.2-6.5 5.2s-5.1-1.6-6.5-5.2Z" fill="#be5b4a" />
        <path
          d="M74.5 67.4c3.4 1.6 7.6 1.6 11 0"
          fill="none"
          stroke="#fff"
          strokeWidth="0.9"
          strokeLinecap="round"
          opacity="0.85"
        />
        <ellipse cx="67.5" cy="63" rx="3.2" ry="1.8" fill="#f4a38a" opacity="0.35" />
        <ellipse cx="92.5" cy="63" rx="3.2" ry="1.8" fill="#f4a38a" opacity="0.35" />
      </svg>
      <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/30 px-2 py-0.5 text-[0.6rem] font-semibold text-white backdrop-blur">
        <span className="size-1.5 animate-pulse rounded-full bg-emerald-400" /> LIVE
      </span>
      <span className="absolute top-2 right-2 rounded-full bg-black/30 p-1 text-white backdrop-blur">
        <Video className="size-3" />
      </span>
      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between bg-gradient-to-t from-black/50 to-transparent px-2.5 pt-6 pb-2 text-white">
        <div>
          <p className="text-xs font-semibold">{widgetDemo.assistantName}</p>
          <p className="text-[0.6rem] text-white/80">{widgetDemo.assistantRole}</p>
        </div>
        <div className="flex h-4 items-end gap-0.5">
          {[40, 85, 60, 100, 55, 75].map((height) => (
            <span key={height} className="w-0.5 rounded-full bg-white/90" style={{ height: `${height}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
