import type { BlogAuthor } from "#content/blog.ts";
import { rasterSrc, rasterWidths } from "#content/raster-images.ts";

/** The author's portrait, name and title (docs/product.md §Routes, Blog post). */
export function AuthorBlock({ author }: { author: BlogAuthor }) {
  return (
    <div className="flex items-center gap-3.5">
      <img
        src={rasterSrc(author.image.src, rasterWidths.author)}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full ring-2 ring-white shadow-soft"
      />
      <div className="leading-tight">
        <p className="font-semibold text-slate-950">{author.name}</p>
        <p className="mt-1 text-sm text-slate-600">{author.title}</p>
      </div>
    </div>
  );
}
