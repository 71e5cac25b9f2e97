import { LANGUAGE_NAMES, type WidgetLanguage, type WidgetPosition } from "#contracts/widget.ts";

/** Copy of the portal's widget screens: knowledge base, widget settings, conversations. */
export const widgetPortalCopy = {
  knowledgeBase: {
    title: "Knowledge base",
    lead: "What your assistant knows. Each entry answers one topic, in the words visitors might use.",
    add: "Add entry",
    empty: "No entries yet. Add the questions your visitors ask most, with a short recorded answer.",
    loading: "Loading your knowledge base...",
    edit: "Edit",
    delete: "Delete",
    deleteTitle: (title: string) => `Delete “${title}”?`,
    deleteLead: "Visitors will no longer get this answer. This cannot be undone.",
    deleting: "Deleting...",
    cancel: "Cancel",
    withClip: "Video answer",
    textOnly: "Text answer",
    questionsCount: (count: number) => `${count} ${count === 1 ? "phrasing" : "phrasings"}`,
  },
  entryForm: {
    newTitle: "New entry",
    editTitle: "Edit entry",
    title: "Title",
    titleHint: "A short topic name. Visitors see it when the assistant suggests answers that may help.",
    questions: "Questions",
    questionsHint: "One a line: the ways a visitor might ask. More phrasings, better matches.",
    answer: "Answer",
    answerHint: "Shown beside the clip and used for its captions.",
    language: "Language",
    clip: "Answer clip (optional)",
    clipHint:
      "MP4, MOV, WebM or MKV, up to 3 minutes and 500 MB. We convert it to play in every browser; until then, and without a clip, the assistant answers in text.",
    uploading: (percent: number) => `Uploading... ${percent}%`,
    clipReady: "Clip uploaded",
    /** Beside the file input: opens the recorder (its own copy, content/clip-recorder.ts, loads with it). */
    orRecord: "or",
    recordAnswer: "Record an answer",

    clipStatus: {
      queued: "Waiting to be converted...",
      processing: (percent: number) => `Converting for every browser... ${percent}%`,
      ready: "Ready to play",
      failed: "Conversion failed",
    },
    editCaptions: "Edit captions",
    captionsAfterSave: "Save the entry with this clip to edit its captions.",
    captionsSaved: "Captions saved. Visitors see them the next time the clip plays.",
    retry: "Try again",
    retrying: "Trying again...",
    statusLoading: "Checking the clip...",
    removeClip: "Remove clip",
    save: "Save entry",
    saving: "Saving...",
  },
  /** The portal names each language in English and in itself: "Japanese (日本語)". */
  languageName: (language: WidgetLanguage) => {
    const { english, native } = LANGUAGE_NAMES[language];
    return english === native ? english : `${english} (${native})`;
  },
  settings: {
    title: "Widget",
    lead: "Where your assistant may appear and how it greets visitors.",
    allowedOrigins: "Allowed domains",
    allowedOriginsHint:
      "One site address a line, such as https://www.example.com. The widget shows nowhere else.",
    greeting: "Greeting",
    suggestedQuestions: "Suggested questions",
    suggestedQuestionsHint: "Up to 4, one a line: shown as buttons when the panel opens.",
    avatar: "Avatar clip (optional)",
    avatarHint:
      "A short silent loop of you or your spokesperson. Without one, visitors see our animated avatar.",
    color: "Colour",
    position: "Position",
    positions: { "bottom-right": "Bottom right", "bottom-left": "Bottom left" } satisfies Record<
      WidgetPosition,
      string
    >,
    language: "Knowledge base language",
    languageHint:
      "New entries are in this language, and a visitor whose language your entries lack is answered from it.",
    retention: "Keep conversations for",
    retentionHint:
      "Visitors' questions and the questions they leave for your team are deleted after this many days.",
    retentionChoice: (days: number) => `${days} days`,
    privacyNotice: "Your privacy notice (optional)",
    privacyNoticeHint:
      "An https address. The widget links to it where visitors leave their email address for your team.",
    save: "Save settings",
    saving: "Saving...",
    saved: "Your widget settings have been saved.",
    previewTitle: "Preview",
    previewPage: "Your website",
    defaultGreeting: "Hi! Ask me anything about our products.",
    loading: "Loading your widget settings...",
  },
  conversations: {
    title: "Conversations",
    lead: "What visitors asked in the last 30 days, and what your assistant could not answer.",
    loading: "Loading conversations...",
    figures: {
      conversations: "Conversations",
      answered: "Answered",
      handedOff: "Handed off",
      deflection: "Deflection rate",
    },
    noRate: "–",
    unansweredTitle: "Top unanswered questions",
    unansweredEmpty: "Nothing unanswered. Your knowledge base covers what visitors asked.",
    unansweredNoConversations:
      "No questions yet. Once visitors talk to your assistant, the ones it could not answer appear here.",
    askedTimes: (count: number) => `asked ${count} ${count === 1 ? "time" : "times"}`,
    addToKnowledgeBase: "Add to knowledge base",
    handoffsTitle: "Handoffs",
    handoffsEmpty: "No handoffs yet. When the assistant is unsure, visitors can leave their email here.",
    transcriptsTitle: "Recent conversations",
    transcriptsEmpty: "No conversations yet. Install the widget on your site to start.",
    answeredWith: (title: string) => `Answered with “${title}”`,
    unanswered: "Not answered",
    answeredByDeletedEntry: "Answered with an entry since deleted",
  },
} as const;
