/**
 * Runs in every frame before its own scripts (bench/widget-playback.ts bundles it with esbuild and
 * adds it as an init script) and keeps to the widget's panel: notes when the panel inserts an
 * answer, when that answer's poster can first be painted, and when the clip's first frame is
 * presented. bench/widget-playback.ts says exactly what each time is.
 */

/** The panel's page (server/routes/widget/frame.ts). */
const FRAME_PATH = "/widget/frame";

/** What the bench reads on `window.__playback`, in the frame's `performance.now()` milliseconds. */
export type PlaybackProbe = {
  answerAt?: number;
  posterAt?: number;
  firstFrameAt?: number;
  /** The first frame's width: 0 would be a frame with no picture. */
  frameWidth?: number;
  /** Why a time will never come: no video in the answer, no poster, a poster that did not decode. */
  error?: string;
};

/** Resource Timing's `responseEnd` for `url`, once its response has arrived. */
function responseEnd(url: string): Promise<number> {
  return new Promise((resolve) => {
    const find = () =>
      performance.getEntriesByName(url, "resource")[0] as PerformanceResourceTiming | undefined;
    const observer = new PerformanceObserver(() => {
      const entry = find();
      if (!entry) return;
      observer.disconnect();
      resolve(entry.responseEnd);
    });
    observer.observe({ type: "resource" });
    const entry = find();
    if (entry) {
      observer.disconnect();
      resolve(entry.responseEnd);
    }
  });
}

/** The first frame after the poster's bytes arrived and decoded: the earliest that can paint it. */
async function posterShown(url: string): Promise<number> {
  await responseEnd(url);
  // The same URL: the memory cache answers, so this waits only for the decode.
  const image = new Image();
  image.src = url;
  await image.decode();
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function watch(probe: PlaybackProbe, message: Element): void {
  probe.answerAt = performance.now();
  // The clip plays in the panel's player (web/widget/panel/stage.ts), put there just before its text.
  const video =
    document.querySelector<HTMLVideoElement>(".player video") ??
    message.querySelector<HTMLVideoElement>("video");
  if (!video) {
    probe.error = "the answer has no video";
    return;
  }
  video.requestVideoFrameCallback((_now, metadata) => {
    probe.firstFrameAt = metadata.presentationTime;
    probe.frameWidth = metadata.width;
  });
  if (!video.poster) {
    probe.error = "the answer's video has no poster";
    return;
  }
  posterShown(video.poster).then(
    (at) => {
      probe.posterAt = at;
    },
    (error: unknown) => {
      probe.error = `the poster did not decode: ${String(error)}`;
    },
  );
}

if (location.pathname === FRAME_PATH) {
  const probe: PlaybackProbe = {};
  Object.assign(window, { __playback: probe });
  // The panel appends each message whole (web/widget/panel/panel.ts `say`), its answer text in it,
  // after putting the video in its player: the callback runs in the task that handled the ask's
  // response, before its paint.
  new MutationObserver((records, observer) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.matches("p.answer") || node.querySelector("p.answer"))) {
          observer.disconnect();
          watch(probe, node);
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}
