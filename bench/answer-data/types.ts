import type { WidgetLanguage } from "#contracts/widget/index.ts";

/**
 * A knowledge base of one business as its owner would write it, and questions its visitors ask,
 * each labelled with the entry that answers it or with null when none does. Written before the
 * matcher was run on them; `half` says whether the matcher may be tuned on it ("tuning") or only
 * measured on it ("held-out").
 */
export type BenchKnowledgeBase = {
  name: string;
  language: WidgetLanguage;
  half: "tuning" | "held-out";
  /** [id, title, phrasings, answer] */
  entries: [id: string, title: string, phrasings: string[], answer: string][];
  /** Questions an entry answers, in other words than its phrasings. */
  paraphrases: [question: string, entryId: string][];
  /** Questions that share key words with an entry but that no entry answers. */
  nearMisses: string[];
  /** Questions that have nothing to do with the business. */
  unrelated: string[];
};
