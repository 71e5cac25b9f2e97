import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "#web/lib/cn.ts";

const BASE = [
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold",
  "transition-[background-color,box-shadow,transform,color] duration-200 ease-out",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  "active:translate-y-px disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
].join(" ");

const VARIANTS = {
  primary:
    "bg-brand-gradient text-white shadow-[0_8px_24px_-8px_rgb(79_70_229/0.6)] hover:shadow-[0_12px_32px_-8px_rgb(79_70_229/0.75)] hover:brightness-110",
  secondary:
    "bg-white text-slate-900 ring-1 ring-slate-200 shadow-soft hover:bg-slate-50 hover:ring-slate-300",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-950",
  inverted: "bg-white text-brand-700 shadow-soft hover:bg-brand-50",
  /** Beside an inverted button on the brand gradient. */
  translucent: "bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20",
  link: "rounded-none px-0 text-brand-700 underline-offset-4 hover:underline",
};

const SIZES = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-[0.9375rem]",
  lg: "h-13 px-8 text-base",
  icon: "size-10",
};

/** A button's look: left out, the primary medium one; `null` leaves that part to the caller's classes. */
export type ButtonVariantProps = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/**
 * The classes of a button, also lent to links. Two lookups, not class-variance-authority: on every
 * page's first load, and cva's own chunk put the home page over its JavaScript budget.
 */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return [BASE, variant && VARIANTS[variant], size && SIZES[size], className].filter(Boolean).join(" ");
}

type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/** shadcn-style button; `asChild` lends its look to a link or another element. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
