import { Trash2 } from "lucide-react";
import { useState } from "react";
import { accountPrivacyCopy } from "#content/account-privacy.ts";
import { authCopy } from "#content/auth.ts";
import { authLimits } from "#contracts/constants.ts";
import { DeleteAccountBody, type DeleteAccountInput, privacyMessages } from "#contracts/privacy.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { deleteAccount, useAfterDeletion } from "./privacy-api.ts";

const copy = accountPrivacyCopy.delete;
const emptyForm: DeleteAccountInput = { password: "" };

/** Names what goes, asks for the password, and deletes: the visitor lands signed out. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const afterDeletion = useAfterDeletion();
  const { form, formProps, pending, error } = useApiForm({
    load: async () => ({ schema: DeleteAccountBody, submit: deleteAccount }),
    defaultValues: emptyForm,
    mutationKey: ["account", "delete"],
    onSuccess: () => void afterDeletion(),
  });
  const passwordError = form.formState.errors.password?.message;
  // A wrong password is said on its field; anything else (the last admin) above the buttons.
  const otherError =
    error && !passwordError ? failureMessage(error, privacyMessages.deleteFailed) : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) form.reset(emptyForm);
      }}
    >
      <Button variant="secondary" className="text-red-700" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {copy.open}
      </Button>
      <DialogContent>
        <DialogTitle>{copy.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-3">{copy.dialogLead}</DialogDescription>
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-slate-700">
          {copy.goes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{copy.mailNote}</p>
        <form {...formProps} aria-busy={pending} className="mt-5 grid gap-5">
          <FormField label={copy.password} error={passwordError} required>
            <PasswordInput
              autoComplete="current-password"
              maxLength={authLimits.passwordMax}
              showLabel={authCopy.password.show}
              hideLabel={authCopy.password.hide}
              {...form.register("password")}
              disabled={pending}
            />
          </FormField>
          {otherError ? <ErrorAlert>{otherError}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {copy.cancel}
              </Button>
            </DialogClose>
            {/* Red for what cannot be taken back; its own classes (variant null), so the site's
                button bundle on every page does not carry them. */}
            <SubmitButton
              variant={null}
              size="md"
              className="bg-red-700 text-white shadow-soft hover:bg-red-800 focus-visible:outline-red-700"
              pending={pending}
              pendingLabel={copy.deleting}
            >
              <Trash2 aria-hidden="true" />
              {copy.confirm}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
