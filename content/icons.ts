/**
 * The icons copy may name (docs/product.md §Visual identity: one set, lucide). Copy stays plain data, so a route's
 * build-time loader can hand it to the page; web/components/ui/content-icon.tsx draws each name.
 */
export const iconNames = [
  "video",
  "clapperboard",
  "book",
  "languages",
  "code",
  "handover",
  "chart",
  "shield",
  "cart",
  "rocket",
  "briefcase",
  "graduation",
  "landmark",
  "heart",
  "users",
  "sparkles",
  "brain",
  "message",
  "smile",
  "bell",
  "target",
  "layers",
  "palette",
  "refresh",
  "handshake",
  "server",
  "tag",
  "coins",
  "lifebuoy",
  "megaphone",
  "clock",
  "trending",
  "star",
] as const;
export type IconName = (typeof iconNames)[number];

/** A card of copy: an icon, a title, a paragraph and optional points. */
export type CopyCard = { icon: IconName; title: string; text: string; points?: readonly string[] };

/** The heading of a page section. */
export type SectionCopy = { eyebrow?: string; title: string; lead?: string };
