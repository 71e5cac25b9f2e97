/**
 * widget.js: the one line customers paste (`<script src=".../widget.js" data-key="…" async>`).
 * It asks our server whether the key may show on this site, then draws a launcher button in a
 * Shadow DOM (styles through a constructed stylesheet: no <style> or style attribute the host's CSP
 * would block, nothing that leaks either way). The panel is an iframe from our origin, created when
 * the visitor first opens it. Globals: `window.Avatalk` only (and a `Symbol.for` marker against a
 * second copy of the snippet). No cookies, no storage.
 */
import { apiPaths } from "#contracts/api-paths.ts";
import { resolveVisitorLanguage, widgetLanguageOf } from "#contracts/widget/languages.ts";
import { LAUNCHER_TEXTS } from "#contracts/widget/texts.ts";
import { textColorOn } from "./color.ts";
import { isFrameMessage, type LoaderMessage } from "./protocol.ts";

const CSS = `:host{all:initial}
.l{position:fixed;bottom:20px;z-index:2147483000;width:60px;height:60px;border-radius:50%;border:0;cursor:pointer;background:var(--c);color:var(--t);box-shadow:0 8px 24px rgba(15,23,42,.28);display:grid;place-items:center;transition:transform .2s}
.l:hover{transform:scale(1.06)}.l:focus-visible{outline:3px solid var(--t);box-shadow:0 0 0 6px var(--c)}
.r{right:20px}.f{left:20px}
.l svg{width:28px;height:28px}
.p{position:fixed;bottom:92px;z-index:2147483000;width:380px;height:min(620px,calc(100dvh - 112px));border:0;border-radius:18px;box-shadow:0 18px 48px rgba(15,23,42,.3);background:#fff;color-scheme:light}
.p[hidden]{display:none}
@media (max-width:480px){.p{inset:0;width:100vw;height:100dvh;border-radius:0}.l{z-index:2147483001}.o.ready .l{display:none}}
@media (prefers-reduced-motion:reduce){.l{transition:none}.l:hover{transform:none}}`;

const CHAT_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';

type Embed = {
  allowed: boolean;
  reason?: "unknown-key" | "origin-not-allowed" | "account-unverified" | "plan-inactive";
  color?: string;
  position?: "bottom-right" | "bottom-left";
  /** The knowledge base's own language: the visitor's when nothing else names one. */
  language?: string;
};

function start(script: HTMLScriptElement) {
  const key = script.dataset.key ?? "";
  const base = new URL(script.src).origin;
  // One warning, saying what the site's owner can do about it.
  const warn = (embed: Embed | undefined) =>
    console.warn(
      embed?.reason === "unknown-key"
        ? `Avatalk: the widget key "${key}" does not exist. Copy the snippet again from your Avatalk portal.`
        : embed?.reason === "account-unverified"
          ? "Avatalk: this widget goes live once its account's email address is verified. Follow the link in the verification mail, or send a new one from your Avatalk dashboard."
          : embed
            ? `Avatalk: the widget key "${key}" is not enabled for ${location.origin}. Add this site to the allowed domains in your Avatalk portal.`
            : "Avatalk: the widget could not reach its server.",
    );

  fetch(`${base}${apiPaths.widgetEmbed}?key=${encodeURIComponent(key)}`, { credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<Embed>) : undefined))
    .catch(() => undefined)
    // A trial that ended without a plan: nothing shows and nothing is said on the customer's site (the
    // portal explains it to the customer, not to their visitors).
    .then((embed) =>
      embed?.allowed ? mount(embed) : embed?.reason === "plan-inactive" ? undefined : warn(embed),
    );

  function mount(embed: Embed) {
    // The question itself may say otherwise once asked (docs/widget.md, "Languages").
    const lang = resolveVisitorLanguage({
      embed: script.dataset.lang,
      page: document.documentElement.lang,
      browser: navigator.languages ?? [navigator.language],
      fallback: widgetLanguageOf(embed.language) ?? "en",
    });
    const { open: openLabel, close: closeLabel, frame: frameTitle } = LAUNCHER_TEXTS[lang];
    // An element name of our own: a page's rules for its divs (`div:empty{display:none}` is common)
    // would otherwise reach the host, which is empty to them with everything in its shadow root.
    const host = document.createElement("avatalk-widget");
    const root = host.attachShadow({ mode: "open" });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    const wrapper = document.createElement("div");
    const side = embed.position === "bottom-left" ? "f" : "r";
    const button = document.createElement("button");
    button.type = "button";
    button.className = `l ${side}`;
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-label", openLabel);
    button.innerHTML = CHAT_ICON;
    // Through the CSSOM, which a CSP does not restrict (unlike a style attribute in markup).
    const color = /^#[0-9a-f]{6}$/i.test(embed.color ?? "") ? (embed.color as string) : "#4f46e5";
    wrapper.style.setProperty("--c", color);
    wrapper.style.setProperty("--t", textColorOn(color));
    wrapper.append(button);
    root.append(wrapper);
    document.body.append(host);

    let frame: HTMLIFrameElement | undefined;
    let ready = false;
    let open = false;

    const post = (message: LoaderMessage) => frame?.contentWindow?.postMessage(message, base);

    function setOpen(next: boolean) {
      open = next;
      button.setAttribute("aria-expanded", String(next));
      button.setAttribute("aria-label", next ? closeLabel : openLabel);
      button.innerHTML = next ? CLOSE_ICON : CHAT_ICON;
      wrapper.classList.toggle("o", next);
      if (next) {
        if (!frame) {
          frame = document.createElement("iframe");
          frame.className = `p ${side}`;
          frame.title = frameTitle;
          frame.setAttribute("allow", "autoplay");
          const query = new URLSearchParams({ key, lang, host: location.origin });
          frame.src = `${base}/widget/frame?${query}`;
          wrapper.append(frame);
        }
        frame.hidden = false;
        if (ready) {
          frame.focus();
          post({ type: "avatalk:open" });
        }
      } else if (frame) {
        frame.hidden = true;
        button.focus();
      }
    }

    button.addEventListener("click", () => setOpen(!open));
    host.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && open) setOpen(false);
    });
    window.addEventListener("message", (event) => {
      if (!frame || event.origin !== base || event.source !== frame.contentWindow) return;
      if (!isFrameMessage(event.data)) return;
      if (event.data.type === "avatalk:ready") {
        ready = true;
        // On a phone the panel fills the screen with a close button of its own, so the launcher goes
        // away; until it has said it is ready (it may never: a frame the server refuses), the
        // launcher stays over it as the way to close it.
        wrapper.classList.add("ready");
        if (open) {
          frame.focus();
          post({ type: "avatalk:open" });
        }
      } else if (open) {
        setOpen(false);
      }
    });
    (window as unknown as { Avatalk: object }).Avatalk = Object.freeze({
      open: () => setOpen(true),
      close: () => setOpen(false),
    });
    // For a page that loaded this script on demand and waits to open it ("Try it live").
    window.dispatchEvent(new Event("avatalk:mounted"));
  }
}

const current =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[src$="/widget.js"][data-key]');
// Claimed before the first one mounts (which waits for our server's answer): a snippet pasted twice,
// in <head> and in <body>, would otherwise draw two launchers. A symbol, not another global name.
const claimed = Symbol.for("avatalk.widget");
const page = window as unknown as { Avatalk?: unknown; [claimed]?: true };
if (current && !page.Avatalk && !page[claimed]) {
  page[claimed] = true;
  if (document.body) start(current);
  else document.addEventListener("DOMContentLoaded", () => start(current));
}
