import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { site } from "#content/site.ts";
import { Logo } from "#web/components/layout/logo.tsx";
import { ScrollOnNavigate } from "#web/components/layout/scroll-on-navigate.tsx";
import { useAfterFirstRender } from "#web/lib/hydration/hydrated.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";

const WidgetMockup = lazy(() =>
  import("#web/features/home/widget-mockup.tsx").then((module) => ({ default: module.WidgetMockup })),
);
/**
 * Where the brand panel shows (Tailwind's `lg`) with room for the picture above its quote: the
 * panel is one screen tall, and on a window under 800 px the picture ran into the quote.
 */
const ROOM_FOR_PICTURE = "(min-width: 64rem) and (min-height: 50rem)";

/** Account entry screens: the form on the left, a calm brand panel on wide screens. */
export default function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <ScrollOnNavigate />
      <main id="main" className="flex flex-col px-6 py-8 sm:px-10">
        <Logo />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          <Outlet />
        </div>
      </main>
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-brand-gradient lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-10 lg:p-14"
      >
        <div className="absolute -top-24 -right-24 size-[28rem] bg-radial-[closest-side] from-white/10 from-30% to-transparent" />
        <div className="flex min-h-0 flex-1 items-center justify-center">
          <ProductPicture />
        </div>
        <blockquote className="relative max-w-md text-white">
          <p className="text-xl leading-snug font-medium xl:text-2xl">
            “Our visitors finally get a face-to-face answer at 2 a.m. Support tickets dropped by two thirds.”
          </p>
          <footer className="mt-6 text-sm text-white/80">
            Head of Customer Experience, {site.name} customer
          </footer>
        </blockquote>
      </aside>
    </div>
  );
}

/**
 * What the visitor signs in to: the assistant on a customer's website. Decoration for wide screens
 * only, so it is drawn once the page runs and only where the panel shows: in the prerendered page
 * every phone would download it hidden, and it pushed the smaller account pages over the first
 * round trip's 14 KB (their largest paint 1.21 → 1.36 s in Lighthouse's slow 4G).
 */
function ProductPicture() {
  const running = useAfterFirstRender();
  return running ? <PictureWhereItFits /> : null;
}

function PictureWhereItFits() {
  const fits = useMediaQuery(ROOM_FOR_PICTURE);
  return fits ? (
    <Suspense fallback={null}>
      <WidgetMockup />
    </Suspense>
  ) : null;
}
