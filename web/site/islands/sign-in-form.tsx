import { useEffect, useState } from "react";
import { SignInForm } from "#web/features/auth/sign-in-form.tsx";
import { takeSignInNotice } from "#web/features/auth/sign-in-notice.ts";
import { Island } from "./island.tsx";

/**
 * /sign_in's form, with the notice another screen left for it (a new password, a logout), taken
 * once the form runs: the static page cannot know it.
 */
export function SignInFormIsland() {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  useEffect(() => setNotice(takeSignInNotice()), []);
  return (
    <Island>
      <SignInForm notice={notice} />
    </Island>
  );
}
