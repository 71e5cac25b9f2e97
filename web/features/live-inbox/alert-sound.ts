/**
 * A new waiting visitor while the portal is open: a short two-note chime (made with Web Audio, no
 * file to load) and, when the agent allowed it, a browser notification.
 */
export function chime(): void {
  try {
    const audio = new AudioContext();
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
    setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No audio (a browser that blocks it until the page was used): the notification still shows.
  }
}

export function notifyWaiting(title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  new Notification(title, { body, tag: "avatalk-live-waiting" });
}
