import { describe, expect, it } from "vitest";
import type { DataExportStatus } from "#contracts/privacy.ts";
import { exportPollInterval } from "./privacy-api.ts";

const ready = (downloaded: boolean): DataExportStatus => ({
  status: "ready",
  requestedAt: "2026-11-27T10:00:00.000Z",
  readyAt: "2026-11-27T10:00:05.000Z",
  expiresAt: "2026-11-28T10:00:05.000Z",
  downloaded,
});

describe("exportPollInterval: when the 'Your data' card asks for the export's status again", () => {
  it("asks while the export is prepared", () => {
    expect(exportPollInterval({ ...ready(false), status: "pending" }, false)).toBeGreaterThan(0);
  });

  it("asks after the link was followed until the server has seen it spent, then stops", () => {
    expect(exportPollInterval(ready(false), true)).toBeGreaterThan(0);
    expect(exportPollInterval(ready(true), true)).toBe(false);
  });

  it("leaves a ready export alone until its link is followed", () => {
    expect(exportPollInterval(ready(false), false)).toBe(false);
    expect(exportPollInterval(undefined, false)).toBe(false);
  });
});
