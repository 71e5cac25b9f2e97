import { detectAll } from "tinyld";
import { WIDGET_LANGUAGES, type WidgetLanguage, widgetLanguageOf } from "#contracts/widget/languages.ts";

/**
 * The language a visitor's question is written in, when the question says so clearly enough to
 * outweigh what the page and the browser said (docs/widget.md, "Languages"; decision 0041). tinyld
 * scores the question's letter sequences against each of the widget's languages; a short question
 * ("WordPress?", "ok") or one two languages share ("hotel taxi") says nothing, and the visitor's
 * language stays the one the panel was opened in.
 */

/** Letters a question needs before its own language is trusted; measured in language-detection.test.ts. */
export const DETECTION_MIN_LETTERS = 12;
/** Japanese and Chinese write a word in a character or two: their script alone is most of the evidence. */
export const DETECTION_MIN_LETTERS_UNSPACED = 4;
/** How far the best language must lead the second: tinyld's scores for near neighbours (da, no) run close. */
export const DETECTION_MIN_LEAD = 1.2;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LETTER = /\p{L}/gu;
const ONLY = [...WIDGET_LANGUAGES];

export function detectQuestionLanguage(question: string): WidgetLanguage | undefined {
  const letters = question.match(LETTER)?.length ?? 0;
  const unspaced = question.match(UNSPACED)?.length ?? 0;
  const needed = unspaced * 2 >= letters ? DETECTION_MIN_LETTERS_UNSPACED : DETECTION_MIN_LETTERS;
  if (letters < needed) return undefined;
  const [best, second] = detectAll(question, { only: ONLY });
  if (!best || (second && best.accuracy < second.accuracy * DETECTION_MIN_LEAD)) return undefined;
  return widgetLanguageOf(best.lang);
}
