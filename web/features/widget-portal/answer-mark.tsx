import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { entriesQuery, useMarkAnswer } from "./widget-api.ts";

const copy = widgetPortalCopy.conversations;

/**
 * Marks an answered question right or wrong; wrong asks which entry answers it, or none of them
 * (docs/widget.md, "How an answer is chosen"). A marked question shows its mark instead.
 */
export function AnswerMark({
  message,
}: {
  message: { id: string; question: string; entryId: string | null; verdict: "right" | "wrong" | null };
}) {
  const mark = useMarkAnswer();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState("");
  const entries = useQuery({ ...entriesQuery, enabled: choosing });
  const selectId = useId();
  if (message.verdict) {
    return (
      <p className="text-xs text-slate-600">
        {message.verdict === "right" ? copy.markedRight : copy.markedWrong}
      </p>
    );
  }
  if (!message.entryId) return null;
  const error = mark.isError ? (
    <p role="alert" className="text-xs text-red-700">
      {mark.error.message}
    </p>
  ) : null;
  if (!choosing) {
    return (
      <fieldset className="flex flex-wrap items-center gap-2" aria-label={message.question}>
        <Button
          size="sm"
          variant="secondary"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: message.id, body: { verdict: "right" } })}
        >
          {copy.markRight}
        </Button>
        <Button size="sm" variant="secondary" disabled={mark.isPending} onClick={() => setChoosing(true)}>
          {copy.markWrong}
        </Button>
        {error}
      </fieldset>
    );
  }
  const others = (entries.data?.entries ?? []).filter((entry) => entry.id !== message.entryId);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        mark.mutate({ id: message.id, body: { verdict: "wrong", entryId: choice || null } });
      }}
    >
      <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
        {copy.whichEntry}
      </label>
      <select
        id={selectId}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="h-9 rounded-lg bg-white px-2 text-sm ring-1 ring-slate-300"
      >
        <option value="">{copy.noneOfThese}</option>
        {others.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.title}
          </option>
        ))}
      </select>
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={mark.isPending}>
          {copy.saveMark}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setChoosing(false)}>
          {copy.cancelMark}
        </Button>
      </div>
      {error}
    </form>
  );
}
