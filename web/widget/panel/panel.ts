/**
 * The widget's panel, running in /widget/frame on our origin (server/routes/widget/frame.ts). Plain
 * DOM, no framework: it must stay small (≤ 80 KB brotli) and start fast inside a customer's page.
 */

import type { AnswerEntry, WidgetConfig } from "#contracts/widget/frame.ts";
import { LIVE_LIMITS, WIDGET_LIMITS } from "#contracts/widget/frame.ts";
import type { PanelTexts } from "#contracts/widget/texts.ts";
import { textColorOn } from "../color.ts";
import { isLoaderMessage } from "../protocol.ts";
import { createPanelApi, PanelApiError } from "./api.ts";
import { h } from "./dom.ts";
import { followLive, type LiveRow } from "./live.ts";
import { createSound } from "./sound.ts";
import { createStage, presenter } from "./stage.ts";
import "./panel.css";
import { EMAIL_MAX_LENGTH } from "#contracts/constants.ts";

const { key = "", host = "", lang = "en" } = document.body.dataset;
const api = createPanelApi(key, host);
const root = document.getElementById("panel") as HTMLElement;
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** Only to the page that embeds us, at its exact origin (checked by the server when it served us). */
const toLoader = (type: "avatalk:ready" | "avatalk:close") => {
  // Opened on its own (a preview, a test) the frame has no loader to talk to.
  if (window.parent !== window) window.parent.postMessage({ type }, host);
};

/** The panel's × in its header, which asks the loader to close it. */
function closeButton(label: string): HTMLElement {
  const button = h("button", { type: "button", class: "x", "aria-label": label }, "×");
  button.addEventListener("click", () => toLoader("avatalk:close"));
  return button;
}

/** The frame's sessionStorage, or none where the browser refuses it to a frame. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
const sound = createSound(sessionStore());

/** What the panel says when a call failed for a reason the visitor cannot correct. */
const failureText = (t: PanelTexts, error: unknown) =>
  error instanceof PanelApiError && error.status === 429 ? t.rateLimited : t.error;

/** Draws the panel for its configuration; returns what opening it again does (focus the question). */
function render(config: WidgetConfig): () => void {
  const t = config.texts as PanelTexts;
  document.documentElement.style.setProperty("--c", config.color);
  document.documentElement.style.setProperty("--on-c", textColorOn(config.color));
  let conversationId: string | undefined;
  let lastQuestion = "";

  const log = h("div", {
    class: "log",
    role: "log",
    "aria-live": "polite",
    "aria-label": t.title,
    tabindex: "0",
  });
  const say = (who: "bot" | "me", ...content: (Node | string)[]) => {
    const message = h(
      "div",
      { class: `msg ${who}` },
      h("span", { class: "sr" }, who === "me" ? t.you : t.assistant),
      ...content,
    );
    log.append(message);
    message.scrollIntoView({ block: "end", behavior: reducedMotion.matches ? "auto" : "smooth" });
    return message;
  };

  const input = h("input", {
    id: "q",
    name: "question",
    type: "text",
    autocomplete: "off",
    maxlength: String(WIDGET_LIMITS.questionMax),
    required: true,
    placeholder: t.questionPlaceholder,
  });
  const sendButton = h("button", { type: "submit", class: "send" }, t.send);
  const form = h(
    "form",
    { class: "ask" },
    h("label", { for: "q", class: "sr" }, t.questionLabel),
    input,
    sendButton,
  );

  const suggestions = h("div", { class: "sugg", role: "group", "aria-label": t.suggestions });
  for (const question of config.suggestedQuestions) {
    const chip = h("button", { type: "button", class: "chip" }, question);
    chip.addEventListener("click", () => void ask(question));
    suggestions.append(chip);
  }

  /** Live chat with a person: while it runs, the box writes to the team and the assistant is quiet. */
  let live: ReturnType<typeof followLive> | undefined;
  let lastTypingSent = 0;
  const typingLine = h("p", { class: "typing", hidden: true });
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const person = h("button", { type: "button", class: "link person" }, t.talkToPerson);
  person.addEventListener("click", () => void talkToPerson());

  function showTyping(name: string) {
    typingLine.textContent = t.liveTyping.replace("{name}", name);
    typingLine.hidden = false;
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => {
      typingLine.hidden = true;
    }, 5_000);
  }

  function showRow(row: LiveRow) {
    if (row.kind === "visitor" && row.body) say("me", h("p", {}, row.body));
    if (row.kind === "agent" && row.body) {
      typingLine.hidden = true;
      const name = row.agentName ?? "";
      log.append(h("div", { class: "msg agent" }, h("p", { class: "who" }, name), h("p", {}, row.body)));
      log.lastElementChild?.scrollIntoView({ block: "end" });
    }
    if (row.kind === "claimed")
      say("bot", h("p", { class: "done" }, t.liveJoined.replace("{name}", row.agentName ?? "")));
    if (row.kind === "closed") {
      say("bot", h("p", {}, t.liveClosed));
      endLive();
    }
  }

  /** The stage gives its room to the messages while a person writes, and takes it back after. */
  function showStage(shown: boolean) {
    if (!shown) stage.element.querySelector("video")?.pause();
    stage.element.hidden = !shown;
  }

  function endLive() {
    live?.stop();
    live = undefined;
    showStage(true);
    person.hidden = false;
    typingLine.hidden = true;
    input.placeholder = t.questionPlaceholder;
    input.maxLength = WIDGET_LIMITS.questionMax;
  }

  async function talkToPerson() {
    if (live) return;
    person.setAttribute("aria-disabled", "true");
    try {
      const result = await api.requestPerson(lang, conversationId);
      if (result.status === "offline" || !result.conversationId) {
        say("bot", h("p", {}, t.liveOffline));
        handoff.show(lastQuestion);
        return;
      }
      conversationId = result.conversationId;
      suggestions.hidden = true;
      person.hidden = true;
      showStage(false);
      say("bot", h("p", { class: "wait" }, t.liveWaiting));
      input.placeholder = t.livePlaceholder;
      input.maxLength = LIVE_LIMITS.messageMax;
      live = followLive(api, result.conversationId, result.after, { row: showRow, typing: showTyping });
      input.focus();
    } catch (error) {
      say("bot", h("p", { class: "error" }, failureText(t, error)));
    } finally {
      person.removeAttribute("aria-disabled");
    }
  }

  async function sendLive(text: string) {
    if (!conversationId || !text.trim()) return;
    sendButton.disabled = true;
    try {
      // Shown when its row comes back on the stream: once, in the order the team sees it.
      await api.sendLive(conversationId, text.trim());
      input.value = "";
    } catch (error) {
      say("bot", h("p", { class: "error" }, failureText(t, error)));
    } finally {
      sendButton.disabled = false;
    }
  }

  input.addEventListener("input", () => {
    // At most one typing signal every three seconds.
    if (!live || !conversationId || Date.now() - lastTypingSent < 3_000) return;
    lastTypingSent = Date.now();
    void api.typing(conversationId);
  });

  const handoff = handoffForm(
    t,
    config.privacyNoticeUrl ?? null,
    () => ({ conversationId, question: lastQuestion }),
    (sent) => {
      if (sent) say("bot", h("p", { class: "done" }, t.handoffDone));
      input.focus();
    },
  );

  const stage = createStage(config, t, sound, () => reducedMotion.matches);
  // The visitor's first tap or key press in the panel lets answers speak (sound.ts).
  const tapped = (event: Event) => {
    document.removeEventListener("pointerdown", tapped, true);
    document.removeEventListener("keydown", tapped, true);
    // The sound button itself says what the visitor wants.
    if ((event.target as Element | null)?.closest?.(".sound")) return;
    if (sound.firstTap()) stage.soundChanged();
  };
  document.addEventListener("pointerdown", tapped, true);
  document.addEventListener("keydown", tapped, true);

  /** The answer's clip plays at the top of the panel; its text stays in the conversation. */
  function answerView(entry: AnswerEntry): Node[] {
    stage.play(entry);
    // Marked with its own language: an answer from another language's entries is read as such.
    return [h("p", { class: "answer", lang: entry.language, dir: "auto" }, entry.answer)];
  }

  async function ask(question: string) {
    const text = question.trim();
    if (!text) return;
    lastQuestion = text;
    // Suggestions start a conversation; after the first question the log needs the room.
    suggestions.hidden = true;
    say("me", h("p", {}, text));
    input.value = "";
    sendButton.disabled = true;
    const pending = say("bot", h("p", { class: "thinking" }, t.thinking));
    try {
      const result = await api.ask(text, lang, conversationId);
      pending.remove();
      conversationId = result.conversationId;
      if (result.status === "answered") {
        const note = result.note ? [h("p", { class: "note" }, result.note)] : [];
        say("bot", ...note, ...answerView(result.entry));
        return;
      }
      const list = h("ul", { class: "closest" });
      for (const entry of result.closest) {
        const option = h("button", { type: "button", class: "chip", lang: entry.language }, entry.title);
        option.addEventListener("click", () => {
          say("me", h("p", { lang: entry.language, dir: "auto" }, entry.title));
          say("bot", ...answerView(entry));
        });
        list.append(h("li", {}, option));
      }
      const offer = h("button", { type: "button", class: "link" }, t.handoffButton);
      offer.addEventListener("click", () => handoff.show(text));
      const talk = h("button", { type: "button", class: "link" }, t.talkToPerson);
      talk.addEventListener("click", () => void talkToPerson());
      say(
        "bot",
        h("p", {}, t.unsure),
        ...(result.closest.length > 0 ? [h("p", {}, t.closest), list] : []),
        h("p", {}, t.handoffOffer),
        h("div", { class: "offers" }, talk, offer),
      );
    } catch (error) {
      pending.remove();
      say("bot", h("p", { class: "error" }, failureText(t, error)));
    } finally {
      sendButton.disabled = false;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // While a person has the conversation the assistant stays quiet.
    if (live) void sendLive(input.value);
    else void ask(input.value);
  });

  say("bot", h("p", {}, config.greeting));
  root.replaceChildren(
    h(
      "header",
      { class: "top" },
      presenter(config, reducedMotion.matches, "avatar"),
      h("div", { class: "who" }, h("h1", {}, config.businessName), h("p", {}, t.presenter)),
      closeButton(t.close),
    ),
    stage.element,
    log,
    typingLine,
    suggestions,
    handoff.element,
    form,
    h("div", { class: "foot" }, person),
  );
  return () => input.focus();
}

type HandoffContext = { conversationId: string | undefined; question: string };

/**
 * "Ask the team": the visitor's email and question, sent to the customer. It can be sent again for
 * a later question and put away unsent; either way focus goes back to the question box, and the
 * confirmation is said in the conversation's log, where it stays.
 */
function handoffForm(
  t: PanelTexts,
  privacyNoticeUrl: string | null,
  context: () => HandoffContext,
  after: (sent: boolean) => void,
) {
  const email = h("input", {
    id: "hf-email",
    name: "email",
    type: "email",
    autocomplete: "email",
    required: true,
    maxlength: String(EMAIL_MAX_LENGTH),
  });
  const question = h("textarea", {
    id: "hf-question",
    name: "question",
    required: true,
    maxlength: String(WIDGET_LIMITS.answerMax),
    rows: "3",
  });
  const submit = h("button", { type: "submit", class: "send" }, t.handoffSend);
  const cancel = h("button", { type: "button", class: "link" }, t.handoffCancel);
  const status = h("p", { class: "status", role: "status" });
  const form = h(
    "form",
    { class: "handoff", hidden: true, "aria-labelledby": "hf-title" },
    h("h2", { id: "hf-title" }, t.handoffButton),
    h("p", {}, t.handoffIntro),
    h("label", { for: "hf-email" }, t.emailLabel),
    email,
    h("label", { for: "hf-question" }, t.handoffQuestionLabel),
    question,
    h("div", { class: "actions" }, submit, cancel),
    status,
    // What happens to the address typed in (docs/privacy.md), and the site's own notice if it has one.
    h(
      "p",
      { class: "privacy", id: "hf-privacy" },
      t.handoffPrivacy,
      privacyNoticeUrl ? " " : undefined,
      privacyNoticeUrl
        ? h("a", { href: privacyNoticeUrl, target: "_blank", rel: "noopener noreferrer" }, t.privacyLink)
        : undefined,
    ),
  );
  email.setAttribute("aria-describedby", "hf-privacy");
  const close = (sent: boolean) => {
    form.hidden = true;
    status.textContent = "";
    // The email stays for the next question; the question was this one's.
    if (sent) question.value = "";
    after(sent);
  };
  cancel.addEventListener("click", () => close(false));
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    // Escape puts the form away first; the next one closes the panel.
    event.stopPropagation();
    close(false);
  });
  let sending = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    // aria-disabled, not disabled: a disabled button loses the focus, and a failed send keeps it.
    sending = true;
    submit.setAttribute("aria-disabled", "true");
    submit.textContent = t.handoffSending;
    status.textContent = "";
    email.removeAttribute("aria-invalid");
    try {
      await api.handoff(email.value.trim(), question.value.trim(), context().conversationId);
      close(true);
    } catch (error) {
      // An address the browser let through and the server refused ("ada@localhost"): trying again
      // would not help, correcting it will.
      const refused = error instanceof PanelApiError && error.fields.includes("email");
      status.textContent = refused ? t.invalidEmail : failureText(t, error);
      if (refused) {
        email.setAttribute("aria-invalid", "true");
        email.focus();
      }
    } finally {
      sending = false;
      submit.removeAttribute("aria-disabled");
      submit.textContent = t.handoffSend;
    }
  });
  return {
    element: form,
    show(text: string) {
      form.hidden = false;
      question.value = text || context().question;
      (email.value ? question : email).focus();
    },
  };
}

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") toLoader("avatalk:close");
});

let focusPanel: (() => void) | undefined;
/** What opening the panel focuses while it says the assistant is unavailable. */
const focusClose = () => root.querySelector<HTMLElement>("button.x")?.focus();
let loading = false;
let announced = false;
let opens = 0;

/**
 * Loads the configuration and draws the panel. When that fails the panel says so in its language
 * (the server put the text on the page, the catalogue comes with the configuration) and tries again
 * the next time the visitor opens it, instead of staying broken until the page is reloaded.
 */
function load() {
  loading = true;
  api
    .config(lang)
    .then((config) => {
      focusPanel = render(config);
    })
    .catch(() => {
      // The panel fills a phone's screen, over the launcher: its own close button is the way out.
      const { unavailable = "", close = "" } = document.body.dataset;
      root.replaceChildren(
        h("header", { class: "top" }, h("h1", {}, document.title), closeButton(close)),
        h("p", { class: "error unavailable", role: "alert" }, unavailable),
      );
    })
    .finally(() => {
      loading = false;
      if (announced) (focusPanel ?? focusClose)();
      else toLoader("avatalk:ready");
      announced = true;
    });
}

window.addEventListener("message", (event) => {
  if (event.source !== window.parent || event.origin !== host || !isLoaderMessage(event.data)) return;
  // The loader's first "open" answers our "ready", right after the first attempt; the later ones
  // are the visitor opening the panel again.
  opens += 1;
  if (focusPanel) focusPanel();
  else if (opens > 1 && !loading) load();
  else focusClose();
});

load();
