/** Business constants and timings from docs/product.md §Constants, in one place. */
export const FREE_TRIAL_DAYS = 14;
export const PARTNER_COMMISSION_PERCENT = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MAX_DIGITS = 15;

export const timings = {
  copyConfirmationMs: 2000,
  heroFadeInDelayMs: 400,
  revealDurationS: 0.6,
  revealThreshold: 0.1,
  revealDistancePx: 20,
  headerScrolledAfterPx: 10,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  redirectDelayMs: 100,
  hashScrollDelayMs: 500,
  phoneSearchDebounceMs: 250,
} as const;
