import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { authCopy } from "#content/auth.ts";
import { messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { useAppQueryClient } from "#web/lib/query-client.ts";
import { verifyEmail } from "./auth-api.ts";

/**
 * Decision 0007: following the mailed link confirms the address at once; the page says how it went
 * and leads to the dashboard (which asks the visitor to sign in when this browser has no session).
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verification = useMutation(
    { mutationKey: ["account", "verify-email"], mutationFn: verifyEmail },
    useAppQueryClient(),
  );
  // Once per link: a second call would find the token used and report a failure.
  const sent = useRef(false);
  const { mutate } = verification;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const { Link } = useNavigation();
  const toDashboard = (
    <Link href={paths.dashboard} className={buttonVariants({ className: "mt-6 w-full" })}>
      {authCopy.verifyEmail.toDashboard}
    </Link>
  );
  if (verification.isSuccess) {
    return (
      <div>
        <SuccessAlert>{verification.data.message}</SuccessAlert>
        {toDashboard}
      </div>
    );
  }
  if (verification.isError) {
    return (
      <div>
        <ErrorAlert>
          {failureMessage(verification.error, messages.account.verificationLinkInvalid)}
        </ErrorAlert>
        {toDashboard}
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600">
      {authCopy.verifyEmail.checking}
    </p>
  );
}
