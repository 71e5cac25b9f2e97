import { formBody, singleLineText } from "../form-fields.ts";
import { z } from "../zod.ts";
import { WIDGET_LANGUAGES, WIDGET_LIMITS } from "./frame.ts";

/**
 * The customer teaches the assistant (docs/widget.md, "How an answer is chosen"): an answered
 * question marked right becomes a phrasing of its entry; marked wrong, a counter-example of the
 * entry that answered it, and a phrasing of the right entry when the customer picks one. The
 * "Test your assistant" box asks a question and shows why it was answered.
 */

export const teachingMessages = {
  messageNotFound: "This question is no longer in your conversations.",
  entryNotFound: "That entry is no longer in your knowledge base.",
  nothingToConfirm: "This question was not answered: pick the entry that answers it, or add one.",
  phrasingsFull: `That entry already has ${WIDGET_LIMITS.questionsPerEntry} phrasings: remove one in the knowledge base, then mark the question again.`,
} as const;

/** How many counter-examples an entry keeps: the latest ones. */
export const MAX_COUNTER_EXAMPLES = 50;

export const VERDICTS = ["right", "wrong"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const MessageParams = z.object({ id: z.uuid({ error: teachingMessages.messageNotFound }) });

/** POST /api/widget/messages/:id/verdict */
export const VerdictBody = z.discriminatedUnion(
  "verdict",
  [
    formBody({ verdict: z.literal("right") }),
    formBody({
      verdict: z.literal("wrong"),
      /** The entry that answers it, or null: none of them does. */
      entryId: z.uuid({ error: teachingMessages.entryNotFound }).nullable(),
    }),
  ],
  { error: "Choose whether the answer was right or wrong." },
);
export type VerdictBody = z.infer<typeof VerdictBody>;

export const VerdictResult = z.object({ verdict: z.enum(VERDICTS) });

/** POST /api/widget/test: a question asked from the portal, not counted in the figures. */
export const AssistantTestBody = formBody({
  question: singleLineText("Question", WIDGET_LIMITS.questionMax),
  language: z.enum(WIDGET_LANGUAGES).optional(),
});
export type AssistantTestBody = z.infer<typeof AssistantTestBody>;

const TestedEntry = z.object({
  id: z.string(),
  title: z.string(),
  /** The question's words the entry explains, with the entry's own word when it is another. */
  matched: z.array(z.string()),
});

export const AssistantTestResult = z.object({
  status: z.enum(["answered", "unsure"]),
  /** The best entry: the answer, or the first suggestion when unsure. */
  best: TestedEntry.extend({ answer: z.string() }).nullable(),
  runnerUp: TestedEntry.nullable(),
  /** The probability that the best entry is the right answer, 0 to 1. */
  confidence: z.number(),
});
export type AssistantTestResult = z.infer<typeof AssistantTestResult>;
