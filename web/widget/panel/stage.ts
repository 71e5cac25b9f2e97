/**
 * The top of the panel, where the video leads: the presenter while the panel waits, then each answer's
 * clip at the panel's full width, with captions drawn by the panel (a size and background it
 * controls, scaled with the player, unlike the browser's own cue box), a replay button and the sound
 * button. The answer's text goes to the conversation below (panel.ts).
 */

import type { AnswerEntry, WidgetConfig } from "#contracts/widget/frame.ts";
import type { PanelTexts } from "#contracts/widget/texts.ts";
import { h } from "./dom.ts";
import type { Sound } from "./sound.ts";
import "./stage.css";

export const PRESENTER_SVG =
  '<svg viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="32" class="bg"/><circle cx="32" cy="26" r="12" class="face"/><path d="M12 56c4-11 12-16 20-16s16 5 20 16" class="face"/><g class="eyes"><circle cx="27.5" cy="25" r="1.8"/><circle cx="36.5" cy="25" r="1.8"/></g><path d="M28 30.5q4 3 8 0" class="mouth"/></svg>';

const REPLAY_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 12a9 9 0 1 0 3-6.7"/><path d="M3 4v5h5"/></svg>';
const SOUND_ON_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z"/><path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"/></svg>';
const SOUND_OFF_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z"/><path d="m17 9 5 5M22 9l-5 5"/></svg>';

/** The presenter's picture: the customer's avatar clip (its still first), or the drawn one. */
export function presenter(config: WidgetConfig, reducedMotion: boolean, className: string): HTMLElement {
  const frame = h("div", { class: className });
  if (config.avatarUrl) {
    const video = h("video", { muted: true, loop: true, playsinline: true, "aria-hidden": "true" });
    video.muted = true;
    if (config.avatarPosterUrl) video.poster = config.avatarPosterUrl;
    video.src = config.avatarUrl;
    if (!reducedMotion) video.autoplay = true;
    frame.append(video);
  } else {
    frame.innerHTML = PRESENTER_SVG;
  }
  return frame;
}

export type Stage = {
  element: HTMLElement;
  /** Plays an answer's clip in the player; an answer without one leaves the player as it is. */
  play(entry: AnswerEntry): void;
  /** The visitor's first tap turned the sound on: the clip playing now speaks too. */
  soundChanged(): void;
};

export function createStage(
  config: WidgetConfig,
  t: PanelTexts,
  sound: Sound,
  reducedMotion: () => boolean,
): Stage {
  const idle = presenter(config, reducedMotion(), "presenter");
  const captions = h("div", { class: "cc", "aria-hidden": "true" });
  const player = h("div", { class: "player" }, idle, captions);
  const replay = h("button", { type: "button", class: "ctl replay", "aria-label": t.replay, hidden: true });
  replay.innerHTML = REPLAY_ICON;
  const soundButton = h("button", { type: "button", class: "ctl sound", hidden: true });
  const controls = h("div", { class: "controls" }, replay, soundButton);
  const element = h("section", { class: "stage", "aria-label": t.answerVideo }, player, controls);
  let video: HTMLVideoElement | undefined;

  const showSound = () => {
    soundButton.setAttribute("aria-label", sound.on ? t.mute : t.unmute);
    soundButton.innerHTML = sound.on ? SOUND_ON_ICON : SOUND_OFF_ICON;
    if (video) video.muted = !sound.on;
  };

  /** Plays with sound when the visitor wants it; a browser that refuses plays it muted instead. */
  const start = (clip: HTMLVideoElement) => {
    clip.muted = !sound.on;
    clip.play().catch(() => {
      if (clip.muted || clip !== video) return;
      clip.muted = true;
      void clip.play().catch(() => undefined);
    });
  };

  soundButton.addEventListener("click", () => {
    sound.set(!sound.on);
    showSound();
    if (video && sound.on && video.paused && !video.ended) start(video);
  });
  replay.addEventListener("click", () => {
    if (!video) return;
    video.currentTime = 0;
    start(video);
  });

  return {
    element,
    play(entry) {
      if (!entry.videoUrl) return;
      video?.pause();
      const clip = h("video", { playsinline: true, "aria-label": `${t.answerVideo}: ${entry.title}` });
      // The poster shows at once; only the clip's index loads until it plays.
      clip.preload = "metadata";
      if (entry.posterUrl) clip.poster = entry.posterUrl;
      clip.src = entry.videoUrl;
      captions.textContent = "";
      if (entry.captionsUrl) {
        const track = h("track", { kind: "captions", srclang: entry.language, label: t.answerVideo });
        track.src = entry.captionsUrl;
        clip.append(track);
        // Hidden, not showing: the cues load and change, and the panel draws them itself.
        track.track.mode = "hidden";
        track.track.addEventListener("cuechange", () => {
          const active = Array.from(track.track.activeCues ?? []) as VTTCue[];
          captions.textContent = active.map((cue) => cue.text).join("\n");
        });
      }
      video = clip;
      player.replaceChildren(clip, captions);
      replay.hidden = false;
      soundButton.hidden = false;
      showSound();
      // With reduced motion nothing starts by itself: the visitor presses replay (or the controls).
      if (reducedMotion()) clip.controls = true;
      else start(clip);
    },
    soundChanged: showSound,
  };
}
