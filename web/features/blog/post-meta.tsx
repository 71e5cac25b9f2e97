import { cn } from "#web/lib/cn.ts";
import { formatLongDate } from "#web/lib/format.ts";

type PostMetaProps = { date: string; category: string; readTime?: string; className?: string };

/** Date, read time (where docs/product.md shows it) and category, separated by dots. */
export function PostMeta({ date, category, readTime, className }: PostMetaProps) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-slate-600", className)}>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 ring-1 ring-brand-100">
        {category}
      </span>
      <span className="inline-flex items-center gap-2.5 whitespace-nowrap">
        <time dateTime={date}>{formatLongDate(date)}</time>
        {readTime ? (
          <>
            <span aria-hidden="true" className="text-slate-300">
              •
            </span>
            <span>{readTime}</span>
          </>
        ) : null}
      </span>
    </p>
  );
}
