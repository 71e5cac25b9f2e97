import { widgetPortalCopy } from "#content/widget-portal.ts";
import { paths } from "#contracts/paths.ts";
import { LiveInbox } from "#web/features/live-inbox/live-inbox.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { AssistantTestBox } from "#web/features/widget-portal/assistant-test-box.tsx";
import { HandoffList, TranscriptList } from "#web/features/widget-portal/conversation-lists.tsx";
import { InsightsPanel } from "#web/features/widget-portal/insights-panel.tsx";

export const meta = () => portalScreenMeta(paths.conversations);

const copy = widgetPortalCopy.conversations;

/** /portal/conversations: the figures, the gaps in the knowledge base, handoffs and transcripts. */
export default function PortalConversationsPage() {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.lead}</p>
      <div className="mt-8 grid gap-6">
        <LiveInbox />
        <AssistantTestBox />
        <InsightsPanel />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <HandoffList />
          </div>
          <div className="min-w-0">
            <TranscriptList />
          </div>
        </div>
      </div>
    </div>
  );
}
