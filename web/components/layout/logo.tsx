import { useId } from "react";
import { site } from "#content/site.ts";
import { paths } from "#contracts/paths.ts";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { cn } from "#web/lib/cn.ts";

/** The mark: a video-call bubble with a friendly face, in the brand gradient. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4 3.5V20h0.5"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="13.5" cy="12.75" r="1.25" fill="white" />
      <circle cx="18.5" cy="12.75" r="1.25" fill="white" />
      <path
        d="M13.25 16c1.5 1.3 4 1.3 5.5 0"
        fill="none"
        stroke="white"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const { Link } = useNavigation();
  return (
    <Link
      href={paths.home}
      className={cn("inline-flex items-center gap-2.5 rounded-lg text-slate-950", className)}
      aria-label={`${site.name} home`}
    >
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight">{site.name}</span>
    </Link>
  );
}
