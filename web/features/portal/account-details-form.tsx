import { useEffect } from "react";
import { portalCopy } from "#content/portal.ts";
import { type Profile, ProfileUpdateBody, type ProfileUpdateInput } from "#contracts/auth.ts";
import { authLimits } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { browserTimeZone, timeZoneChoices } from "#contracts/time-zone.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Select } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { updateProfile, useStoreProfile } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

/**
 * Name, phone and time zone, editable; the address is shown but signs in, so it stays. An account
 * without a zone is offered the browser's, saved with the next save.
 */
export function AccountDetailsForm({ profile }: { profile: Profile }) {
  const storeProfile = useStoreProfile();
  const timeZone = profile.timeZone ?? browserTimeZone();
  const { form, formProps, pending, succeeded, error } = useApiForm({
    load: async () => ({ schema: ProfileUpdateBody, submit: updateProfile }),
    defaultValues: {
      fullName: profile.fullName,
      phoneNumber: profile.phoneNumber,
      timeZone,
    } satisfies ProfileUpdateInput,
    mutationKey: ["account", "details"],
    onSuccess: (updated) => {
      storeProfile(updated);
      form.reset({
        fullName: updated.fullName,
        phoneNumber: updated.phoneNumber,
        timeZone: updated.timeZone ?? timeZone,
      });
    },
  });
  const { errors, isDirty } = form.formState;
  // The account can change meanwhile (another tab or device; the profile is read again on focus):
  // the fields the visitor has not touched follow it, so saving a new phone number never writes
  // back a name that was changed elsewhere.
  useEffect(() => {
    form.reset(
      { fullName: profile.fullName, phoneNumber: profile.phoneNumber, timeZone },
      { keepDirtyValues: true, keepErrors: true, keepIsSubmitted: true },
    );
  }, [form, profile.fullName, profile.phoneNumber, timeZone]);
  const field = (name: keyof ProfileUpdateInput) => ({ ...form.register(name), disabled: pending });

  return (
    <SectionCard title={portalCopy.account.title} lead={portalCopy.account.lead}>
      <form {...formProps} aria-busy={pending} className="grid gap-5">
        {error ? <ErrorAlert>{failureMessage(error, messages.account.saveFailed)}</ErrorAlert> : null}
        {succeeded && !isDirty ? <SuccessAlert>{messages.account.saved}</SuccessAlert> : null}
        <FormField label={authFieldLabels.fullName} error={errors.fullName?.message} required>
          <Input autoComplete="name" maxLength={authLimits.fullName} {...field("fullName")} />
        </FormField>
        <FormField label={portalCopy.account.email} hint={portalCopy.account.emailHint}>
          <Input type="email" value={profile.email} readOnly />
        </FormField>
        <FormField label={authFieldLabels.phoneNumber} error={errors.phoneNumber?.message} required>
          <Input type="tel" autoComplete="tel" maxLength={authLimits.phoneText} {...field("phoneNumber")} />
        </FormField>
        <FormField
          label={portalCopy.account.timeZone}
          hint={portalCopy.account.timeZoneHint}
          error={errors.timeZone?.message}
        >
          <Select {...field("timeZone")}>
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </FormField>
        <SubmitButton
          pending={pending}
          pendingLabel={portalCopy.account.saving}
          size="md"
          className="justify-self-start"
        >
          {portalCopy.account.save}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
