import { HONEYPOT_FIELD } from "../constants.ts";
import { honeypotField } from "../form-fields.ts";
import { z } from "../zod.ts";
import {
  accountEmail,
  confirmationMatches,
  confirmPasswordField,
  fullNameField,
  phoneNumberField,
  policyPassword,
} from "./fields.ts";

/** The sign-up form: the register body plus the confirmation, which never leaves the browser. */
export const RegisterForm = z
  .object({
    fullName: fullNameField(),
    email: accountEmail(),
    phoneNumber: phoneNumberField(),
    password: policyPassword(),
    confirmPassword: confirmPasswordField(),
    [HONEYPOT_FIELD]: honeypotField,
  })
  .refine(...confirmationMatches);
export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormValues = z.output<typeof RegisterForm>;
