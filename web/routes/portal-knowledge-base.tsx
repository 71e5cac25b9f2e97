import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { EntryDialog, type EntryDraft } from "#web/features/widget-portal/entry-dialog.tsx";
import { EntryList } from "#web/features/widget-portal/entry-list.tsx";

export const meta = () => portalScreenMeta(paths.knowledgeBase);

const copy = widgetPortalCopy.knowledgeBase;

/** /portal/knowledge-base: the entries the assistant answers from. `?question=` starts a new one. */
export default function PortalKnowledgeBasePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromQuestion = searchParams.get("question");
  const [draft, setDraft] = useState<EntryDraft | undefined>(
    fromQuestion ? { question: fromQuestion } : undefined,
  );

  const close = () => {
    setDraft(undefined);
    if (fromQuestion) setSearchParams({}, { replace: true });
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{copy.lead}</p>
        </div>
        <Button onClick={() => setDraft({})}>
          <Plus aria-hidden="true" /> {copy.add}
        </Button>
      </div>
      <div className="mt-8">
        <EntryList onEdit={(entry) => setDraft({ entry })} />
      </div>
      <EntryDialog draft={draft} onClose={close} />
    </div>
  );
}
