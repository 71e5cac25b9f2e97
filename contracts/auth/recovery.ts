import { formBody } from "../form-fields.ts";
import type { z } from "../zod.ts";
import { accountEmail } from "./fields.ts";

/** POST /api/users/recoveryEmail (and docs/product.md's GET /api/users/recoveryEmail/{email}). */
export const RecoveryBody = formBody({ email: accountEmail() });
export type RecoveryInput = z.input<typeof RecoveryBody>;
export type RecoveryBody = z.output<typeof RecoveryBody>;
