import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVER_ENTRY, serverBuildReason, serverBundleInputs } from "./server-build.ts";

describe("serverBuildReason", () => {
  let root: string;
  const write = (file: string, at: Date) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "x");
    fs.utimesSync(path.join(root, file), at, at);
  };
  const earlier = new Date(Date.now() - 60_000);
  const later = new Date(Date.now() + 60_000);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "server-build-"));
    write("server/main.ts", earlier);
    write("contracts/pricing.ts", earlier);
    write("package.json", earlier);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("asks for a build when there is none", () => {
    expect(serverBuildReason(root)).toBe("there is no server build yet");
  });

  it("never rebuilds a finished build that is current", () => {
    write(SERVER_ENTRY, new Date());
    expect(serverBuildReason(root)).toBeUndefined();
  });

  it("rebuilds when a server source changed since, but not for a test file", () => {
    write(SERVER_ENTRY, new Date());
    write("server/routes/x.test.ts", later);
    expect(serverBuildReason(root)).toBeUndefined();
    write("contracts/pricing.ts", later);
    expect(serverBuildReason(root)).toBe(
      `${path.join("contracts", "pricing.ts")} changed since the last server build`,
    );
  });
});

describe("serverBundleInputs", () => {
  it("bundles the server's own modules but no test helper or test", async () => {
    const inputs = await serverBundleInputs();
    expect(inputs).toContain("server/routes/widget/media.ts");
    expect(inputs.filter((file) => file.startsWith("server/test/") || /\.test\.ts$/.test(file))).toEqual([]);
  });
});
