import { messages } from "../messages.ts";
import { z } from "../zod.ts";
import { accountEmail, policyPassword } from "./fields.ts";

/** The sign-in form (docs/product.md §Validation, Login), with its own wording of the rules. */
export const LoginForm = z.object({
  email: accountEmail(messages.auth.loginInvalidEmail),
  password: policyPassword(messages.auth.loginPasswordComposition),
});
export type LoginFormInput = z.input<typeof LoginForm>;
export type LoginFormValues = z.output<typeof LoginForm>;
