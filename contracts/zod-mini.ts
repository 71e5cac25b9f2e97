import { config } from "zod/mini";

/**
 * zod/mini for the schemas the widget's panel parses (contracts/widget-answers.ts), configured as
 * contracts/zod.ts configures zod: no compiled fast path in browsers, which the frame's CSP forbids.
 * Named exports, not a `z` namespace: a namespace object that is passed on keeps every locale and
 * the JSON Schema code in the bundle.
 */
if (typeof document !== "undefined") config({ jitless: true });

export type { output as Output, ZodMiniType } from "zod/mini";
export {
  array,
  discriminatedUnion,
  enum as enumOf,
  literal,
  nullable,
  object,
  optional,
  record,
  string,
} from "zod/mini";
