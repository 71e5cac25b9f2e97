import { SubmitButton } from "#web/components/ui/submit-button.tsx";

/** The save button of the widget's portal forms: it also waits while a clip is still uploading. */
export function SaveButton({
  pending,
  uploading,
  labels,
}: {
  pending: boolean;
  uploading: boolean;
  labels: { save: string; saving: string };
}) {
  return (
    <SubmitButton
      pending={pending}
      pendingLabel={labels.saving}
      disabled={uploading}
      size="md"
      className="justify-self-start"
    >
      {labels.save}
    </SubmitButton>
  );
}
