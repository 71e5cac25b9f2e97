import type { BlogBlock } from "#content/blog.ts";

/** A common figure for attentive reading of web prose; the read time is computed, never typed. */
export const WORDS_PER_MINUTE = 225;

function blockText(block: BlogBlock): string {
  switch (block.type) {
    case "list":
      return block.items.join(" ");
    case "quote":
      return `${block.text} ${block.cite}`;
    default:
      return block.text;
  }
}

/** Words in the post's body: runs of letters or digits, so punctuation and dashes are not words. */
export function countWords(blocks: readonly BlogBlock[]): number {
  return blocks.reduce(
    (sum, block) => sum + (blockText(block).match(/[\p{L}\p{N}][\p{L}\p{N}’'%.,-]*/gu)?.length ?? 0),
    0,
  );
}

/** Whole minutes, rounded up, and never less than one. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
