/**
 * The decorative background of docs/product.md §Routes: soft brand-coloured light drifting slowly behind the hero.
 * Pure CSS, hidden from assistive technology, and still under prefers-reduced-motion (app.css).
 */
export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(238_242_255)_0%,white_60%)]" />
      <div className="absolute -top-40 left-1/2 size-[42rem] -translate-x-[70%] animate-drift bg-radial-[closest-side] from-brand-300/30 from-30% to-transparent" />
      <div className="absolute -top-24 left-1/2 size-[36rem] translate-x-[5%] animate-drift bg-radial-[closest-side] from-accent-500/20 from-30% to-transparent [animation-delay:-8s]" />
      <div
        className="absolute inset-0 opacity-[0.35] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
        style={{
          backgroundImage:
            "linear-gradient(to right, rgb(148 163 184 / 0.18) 1px, transparent 1px), linear-gradient(to bottom, rgb(148 163 184 / 0.18) 1px, transparent 1px)",
          backgroundSize: "44px 44px",
        }}
      />
      {/* The light fades into the white page below instead of stopping at the section's edge. */}
      <div className="absolute inset-x-0 bottom-0 h-24 bg-linear-to-b from-transparent to-white" />
    </div>
  );
}
