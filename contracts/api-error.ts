import { z } from "./zod.ts";

/** The one error shape of the whole API (docs/product.md §API). */
export const ApiError = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
