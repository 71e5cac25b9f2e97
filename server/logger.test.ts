import { describe, expect, it } from "vitest";
import { loggableUrl } from "./logger.ts";

describe("loggableUrl", () => {
  it("hides a reset link's token and keeps the rest of the URL", () => {
    expect(loggableUrl("/reset_password?token=abc-DEF_123")).toBe("/reset_password?token=[redacted]");
    expect(loggableUrl("/reset_password?lang=en&token=abc#top")).toBe(
      "/reset_password?lang=en&token=[redacted]#top",
    );
  });

  it("leaves URLs without a token alone", () => {
    expect(loggableUrl("/api/pricing?tokens=1")).toBe("/api/pricing?tokens=1");
    expect(loggableUrl("/sign_in")).toBe("/sign_in");
  });
});
