import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { type GenerationProvider, PORTRAIT_PRESENTER_ID } from "#contracts/generation.ts";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/input.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { PortraitField } from "./portrait-field.tsx";
import { clipStatusQuery, generatorsQuery, startGeneration } from "./widget-api.ts";

const copy = widgetPortalCopy.entryForm.generate;

type GenerateVideoProps = {
  /** The entry's answer: what the presenter says. */
  script: string;
  /** The entry's language: the voices offered speak it (entryLanguage in entry-dialog.tsx). */
  language: WidgetLanguage;
  /** The entry's current clip, if any: a generated one is made again with the same choices. */
  mediaId: string | null | undefined;
  onGenerated: (mediaId: string) => void;
  disabled?: boolean;
};

/**
 * "Generate video" (docs/decisions/0042-generated-video-answers.md): the presenter and voice the
 * customer picks say the entry's answer; the new clip becomes the entry's clip and its status shows
 * like an upload's. After the answer changes, "Generate again" is the one click that makes it match.
 */
export function GenerateVideo({ script, language, mediaId, onGenerated, disabled }: GenerateVideoProps) {
  const id = useId();
  const offer = useQuery(generatorsQuery(language));
  const current = useQuery({ ...clipStatusQuery(mediaId ?? ""), enabled: Boolean(mediaId) });
  const previous = mediaId ? current.data?.generatedFrom : undefined;
  const [choice, setChoice] = useState<{
    provider?: GenerationProvider;
    presenterId?: string;
    voiceId?: string;
  }>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const generators = offer.data?.generators ?? [];
  const provider = choice.provider ?? previous?.provider ?? generators[0]?.provider;
  const generator = generators.find((candidate) => candidate.provider === provider) ?? generators[0];
  const presenters = generator?.presenters ?? [];
  const voices = generator?.voices ?? [];
  const presenterId = pick(presenters, choice.presenterId ?? previous?.presenterId);
  const voiceId = pick(voices, choice.voiceId ?? previous?.voiceId);
  const answer = script.trim();
  const answerChanged = previous !== undefined && previous.text !== answer;

  async function generate() {
    if (!generator || !presenterId || !voiceId) return;
    setError(undefined);
    setPending(true);
    try {
      const media = await startGeneration({
        provider: generator.provider,
        presenterId,
        voiceId,
        language,
        text: answer,
      });
      onGenerated(media.id);
    } catch (failure) {
      setError(failureMessage(failure, copy.unavailable));
    } finally {
      setPending(false);
    }
  }

  if (offer.isPending) return <p className="text-sm text-slate-500">{copy.loading}</p>;
  if (!generator) return <p className="text-sm text-slate-500">{copy.unavailable}</p>;
  return (
    <fieldset
      data-slot="generate-video"
      className="grid min-w-0 gap-3 rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200"
    >
      <legend className="float-left mb-1 text-sm font-medium text-slate-900">{copy.heading}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {generators.length > 1 ? (
          <Labelled id={`${id}-provider`} label={copy.provider}>
            <Select
              id={`${id}-provider`}
              value={generator.provider}
              disabled={disabled || pending}
              onChange={(event) => setChoice({ provider: event.currentTarget.value as GenerationProvider })}
            >
              {generators.map((candidate) => (
                <option key={candidate.provider} value={candidate.provider}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          </Labelled>
        ) : null}
        <Labelled id={`${id}-presenter`} label={copy.presenter}>
          <Select
            id={`${id}-presenter`}
            value={presenterId ?? ""}
            disabled={disabled || pending}
            onChange={(event) => setChoice({ ...choice, provider, presenterId: event.currentTarget.value })}
          >
            {presenters.map((presenter) => (
              <option key={presenter.id} value={presenter.id}>
                {presenter.name}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id={`${id}-voice`} label={copy.voice}>
          <Select
            id={`${id}-voice`}
            value={voiceId ?? ""}
            disabled={disabled || pending}
            onChange={(event) => setChoice({ ...choice, provider, voiceId: event.currentTarget.value })}
          >
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
      {generator.provider === "studio" ? (
        <PortraitField
          disabled={disabled || pending}
          onUploaded={() => setChoice({ ...choice, provider, presenterId: PORTRAIT_PRESENTER_ID })}
        />
      ) : null}
      <p className="text-xs text-slate-600">
        {generator.synthetic ? copy.syntheticNotice : copy.lifelikeNotice}
      </p>
      {answerChanged ? (
        <p role="status" className="text-sm text-amber-800">
          {copy.answerChanged}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || pending || !answer || !presenterId || !voiceId}
          onClick={() => void generate()}
        >
          <Sparkles aria-hidden="true" /> {pending ? copy.starting : previous ? copy.again : copy.button}
        </Button>
        {answer ? null : <p className="mt-1 text-xs text-slate-500">{copy.noAnswer}</p>}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The chosen id if it is offered, else the first offered. */
function pick(options: readonly { id: string }[], wanted: string | undefined): string | undefined {
  return options.find((option) => option.id === wanted)?.id ?? options[0]?.id;
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
