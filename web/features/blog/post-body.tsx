import type { BlogBlock } from "#content/blog.ts";

/**
 * The body of a post, block by block (docs/product.md §Data), set for long-form reading: a ~68-character measure,
 * generous leading, and headings that give the eye places to rest.
 */
export function PostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="text-[1.0625rem] leading-8 text-slate-700 sm:text-lg sm:leading-[1.85]">
      {blocks.map((block, index) => (
        // Blocks never reorder: their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-6 first:mt-0 first:text-lg first:text-slate-800 sm:first:text-xl sm:first:leading-9">
          {block.text}
        </p>
      );
    case "subheading":
      return (
        <h2 className="mt-14 text-2xl leading-snug font-semibold tracking-tight text-slate-950 sm:text-[1.625rem]">
          {block.text}
        </h2>
      );
    case "list":
      return (
        <ul className="mt-6 space-y-3 pl-1">
          {block.items.map((item) => (
            <li key={item} className="relative pl-7">
              <span
                aria-hidden="true"
                className="absolute top-[0.9em] left-0 size-2 -translate-y-1/2 rounded-full bg-brand-gradient"
              />
              {item}
            </li>
          ))}
        </ul>
      );
    case "quote":
      return (
        <figure className="my-12 rounded-3xl bg-brand-50/70 px-7 py-8 ring-1 ring-brand-100 sm:px-10">
          <blockquote className="text-xl leading-9 font-medium tracking-tight text-slate-900 sm:text-2xl sm:leading-10">
            <p>“{block.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold text-brand-700">{block.cite}</figcaption>
        </figure>
      );
    case "conclusion":
      return <p className="mt-12 border-l-4 border-brand-500 pl-6 text-slate-800">{block.text}</p>;
  }
}
