/**
 * Register options for a password that a confirmation field repeats. The forms check again on
 * change once submitted, but only the field that changed: without this, a confirmation marked
 * 'Passwords do not match' kept saying so after the password was corrected to equal it.
 */
export const confirmedPassword = { deps: "confirmPassword" } as const;
