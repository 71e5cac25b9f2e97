import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildReason, writeStamp } from "./web-build.ts";

describe("buildReason", () => {
  let root: string;
  const env = { APP_URL: "https://app.example.com" };
  const past = new Date(Date.now() - 60_000);
  const write = (file: string, content = "", time = past) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    fs.utimesSync(full, time, time);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "web-build-"));
    write("web/root.tsx");
    write("content/blog.ts");
    write("vite.config.ts");
    write("build/client/404/index.html");
    writeStamp(root, env, new Date(past.getTime() + 1000));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("needs no build when nothing changed since the stamp", () => {
    expect(buildReason(root, env)).toBeUndefined();
  });

  it("builds when there is no build yet", () => {
    fs.rmSync(path.join(root, "build/client"), { recursive: true });
    expect(buildReason(root, env)).toBe("there is no build yet");
  });

  it("builds when the build has no stamp", () => {
    fs.rmSync(path.join(root, "build/.stamp"));
    expect(buildReason(root, env)).toMatch(/not made by npm start/);
  });

  it("names the source file that is newer than the build", () => {
    write("web/routes/home.tsx", "changed", new Date());
    expect(buildReason(root, env)).toBe(
      `${path.join("web", "routes", "home.tsx")} changed since the last build`,
    );
  });

  it("names a changed config file", () => {
    write("vite.config.ts", "changed", new Date());
    expect(buildReason(root, env)).toBe("vite.config.ts changed since the last build");
  });

  it("ignores test files, which are not part of the build", () => {
    write("web/routes/home.test.tsx", "", new Date());
    expect(buildReason(root, env)).toBeUndefined();
  });

  it("builds when a public setting differs from the one baked in, set or unset", () => {
    expect(buildReason(root, { ...env, SCHEDULER_URL: "https://cal.example.com" })).toBe(
      "SCHEDULER_URL differs from the one in the build",
    );
    expect(buildReason(root, {})).toBe("APP_URL differs from the one in the build");
    expect(buildReason(root, { ...env, APP_URL: "" })).toBe("APP_URL differs from the one in the build");
  });

  it("rebuilds when the stamp cannot be read", () => {
    fs.writeFileSync(path.join(root, "build/.stamp"), "not json");
    expect(buildReason(root, env)).toBe("the build stamp is unreadable");
  });
});
