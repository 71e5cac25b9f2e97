import { useId, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { useTestAssistant } from "./widget-api.ts";

const copy = widgetPortalCopy.assistantTest;

/**
 * "Test your assistant": a question asked as a visitor would ask it (not counted in the figures),
 * with the answer, the confidence, the words that matched and the runner-up.
 */
export function AssistantTestBox() {
  const test = useTestAssistant();
  const [question, setQuestion] = useState("");
  const inputId = useId();
  const result = test.data;
  return (
    <SectionCard title={copy.title} lead={copy.lead}>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) test.mutate({ question });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {copy.label}
          </label>
          <Input
            id={inputId}
            value={question}
            maxLength={300}
            placeholder={copy.placeholder}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={test.isPending}>
          {test.isPending ? copy.asking : copy.ask}
        </Button>
      </form>
      {test.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {test.error.message}
        </p>
      ) : null}
      {result ? (
        <div role="status" aria-label={copy.title} className="mt-4 grid gap-2 text-sm">
          <p
            className={
              result.status === "answered" ? "font-semibold text-emerald-800" : "font-semibold text-amber-800"
            }
          >
            {result.status === "answered" && result.best ? copy.answered(result.best.title) : copy.unsure}
          </p>
          {result.best ? (
            <>
              {result.status === "unsure" ? <p>{copy.suggestion(result.best.title)}</p> : null}
              <p className="text-slate-700">{result.best.answer}</p>
              <p className="text-slate-600">{copy.confidence(Math.round(result.confidence * 100))}</p>
              <p className="text-slate-600">
                {copy.matched}: {result.best.matched.join(", ")}
              </p>
            </>
          ) : (
            <p className="text-slate-600">{copy.nothingFound}</p>
          )}
          {result.runnerUp ? <p className="text-slate-600">{copy.runnerUp(result.runnerUp.title)}</p> : null}
        </div>
      ) : null}
    </SectionCard>
  );
}
