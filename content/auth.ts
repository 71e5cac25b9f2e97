import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";

/** Copy of the account screens (docs/product.md §Routes: Sign up, Sign in, Recovery; docs/product.md §Deviations: reset, portal). */
export const authCopy = {
  /**
   * The brand panel beside the account forms on wide screens. Not a customer's words: marked
   * illustrative, as the home page's stories and the blog's quotes are (docs/product.md §Claims).
   */
  brandPanel: {
    quote: "Our visitors finally get a face-to-face answer at 2 a.m. Support tickets dropped by two thirds.",
    cite: "Illustrative: head of customer experience at an online retailer",
  },
  signUp: {
    title: "Sign Up",
    lead: `Start your ${FREE_TRIAL_DAYS}-day free trial. No credit card required.`,
    memberPrompt: "Already member?",
    memberLink: "Sign In",
    submit: "Continue",
    submitting: "Creating account...",
    phonePlaceholder: "1 (702) 123-4567",
  },
  signIn: {
    title: "Login",
    lead: "Welcome back. Sign in to manage your video assistant.",
    memberPrompt: "Not a member?",
    memberLink: "Sign Up",
    forgotPassword: "Forgot your password?",
    submit: "Continue",
    submitting: "Signing in...",
  },
  recovery: {
    title: "Forgot your password?",
    lead: "Enter the email address of your account and we will send you a link to choose a new password.",
    submit: "Send",
    submitting: "Sending...",
    sentTitle: "Check your inbox",
    sendAnother: "Use another address",
    backToSignIn: "Back to sign in",
  },
  resetPassword: {
    title: "Choose a new password",
    lead: "Pick a strong password you have not used here before.",
    submit: "Save new password",
    submitting: "Saving...",
    missingToken: "This page needs the link from your password reset mail.",
    requestNew: "Request a new link",
  },
  verifyEmail: {
    title: "Confirm your email address",
    lead: "Your assistant goes live on your website once we know the address is yours.",
    checking: "Confirming your address...",
    missingToken: "This page needs the link from your verification mail.",
    toDashboard: "Go to your dashboard",
    retry: "Try again",
  },
  legal: {
    /** docs/product.md §Routes: 'By signing up, you agree to the Terms & Conditions and Privacy Policy'. */
    signUpPrefix: "By signing up, you agree to the",
    signInPrefix: "By continuing, you agree to the",
    terms: "Terms & Conditions",
    and: "and",
    privacy: "Privacy Policy",
  },
  password: {
    show: "Show password",
    hide: "Hide password",
    showConfirmation: "Show repeated password",
    hideConfirmation: "Hide repeated password",
  },
  phone: {
    /** docs/product.md §Validation: the phone input's own label. */
    label: "Phone",
    countryButton: (code: string, country: string) => `${code}, ${country}. Change country`,
    search: "Search countries",
    searchPlaceholder: "Search",
    /** docs/product.md §Validation: the search's empty text. */
    noEntries: "No entries to show",
  },
  portal: {
    greeting: (name: string) => `Welcome, ${name}`,
    signedInAs: (email: string) => `Signed in as ${email}`,
    logOut: "Log out",
    loggingOut: "Logging out...",
  },
} as const;
