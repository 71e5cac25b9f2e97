import { z } from "../zod.ts";
import { confirmationMatches, confirmPasswordField, policyPassword } from "./fields.ts";

/** The reset form: the new password twice, with the sign-up rules. */
export const ResetPasswordForm = z
  .object({ password: policyPassword(), confirmPassword: confirmPasswordField() })
  .refine(...confirmationMatches);
export type ResetPasswordFormInput = z.input<typeof ResetPasswordForm>;
export type ResetPasswordFormValues = z.output<typeof ResetPasswordForm>;
