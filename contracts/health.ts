import { z } from "./zod.ts";

export const Health = z.object({ status: z.literal("ok"), db: z.literal("ok") });
export type Health = z.infer<typeof Health>;
