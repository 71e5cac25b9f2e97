import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clipRecorderCopy } from "#content/clip-recorder.ts";
import { RecordDialog } from "./record-dialog.tsx";

// jsdom has no camera and no MediaRecorder: each test gives the page the ones it needs.
type FakeTrack = { kind: string; stop: ReturnType<typeof vi.fn> };
function fakeStream(): { stream: MediaStream; tracks: FakeTrack[] } {
  const tracks = [
    { kind: "video", stop: vi.fn() },
    { kind: "audio", stop: vi.fn() },
  ];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}
function giveCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  vi.stubGlobal("MediaRecorder", class {});
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <RecordDialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={() => {}}
        script="Hello"
        onKeep={() => {}}
      />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("RecordDialog", () => {
  it("says the camera is busy, and asks for it again at 'Try again'", async () => {
    const getUserMedia = vi
      .fn<() => Promise<MediaStream>>()
      .mockRejectedValueOnce(new DOMException("Could not start video source", "NotReadableError"))
      .mockResolvedValueOnce(fakeStream().stream);
    giveCamera(getUserMedia);
    render(<Harness />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(clipRecorderCopy.problems.busy.title);
    expect(alert).toHaveTextContent(
      "Another app or tab is using your camera or microphone. Close it (a video call, for example), then try again.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(clipRecorderCopy.status.ready);
    expect(screen.getByRole("button", { name: "Start recording" })).toBeEnabled();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it("turns the camera off when the dialog closes", async () => {
    const { stream, tracks } = fakeStream();
    giveCamera(() => Promise.resolve(stream));
    render(<Harness />);
    expect(await screen.findByText("Camera ready. Start recording when you are.")).toHaveRole("status");
    expect(screen.getByRole("button", { name: "Start recording" })).toBeEnabled();
    for (const track of tracks) expect(track.stop).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
    for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce();
  });

  it("says so in a browser that cannot record, with nothing to try again", async () => {
    Reflect.deleteProperty(navigator, "mediaDevices");
    render(<Harness />);
    expect(await screen.findByRole("alert")).toHaveTextContent(clipRecorderCopy.problems.unsupported.title);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
