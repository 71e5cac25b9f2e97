import { describe, expect, it } from "vitest";
import {
  ensureSystemTools,
  type Machine,
  packagesFor,
  SYSTEM_TOOLS,
  type SystemTool,
} from "./system-tools.ts";

/** Tools whose presence is a set the fake apt-get fills. */
function fakeTools(installed: Set<string>): SystemTool[] {
  const tool = (name: string, packages: string[]): SystemTool => ({
    name,
    usedBy: "a test",
    packages,
    hint: `get ${name} somehow`,
    find: () => (packages.every((pkg) => installed.has(pkg)) ? `/usr/bin/${name}` : undefined),
  });
  return [
    tool("browser", ["chromium"]),
    tool("shell", ["chromium", "chromium-headless-shell"]),
    tool("video", ["ffmpeg"]),
    tool("speech", ["espeak-ng"]),
  ];
}

/** A machine that records the commands it was asked to run and installs what apt-get names. */
function fakeMachine(installed: Set<string>, mayInstall: boolean, aptWorks = true) {
  const commands: string[] = [];
  let printed = "";
  const machine: Machine = {
    mayInstall,
    run: (command) => {
      commands.push(command);
      if (!aptWorks) return false;
      const install = /^apt-get install -y --no-install-recommends (.+)$/.exec(command);
      for (const pkg of install?.[1]?.split(" ") ?? []) installed.add(pkg);
      return true;
    },
    write: (text) => {
      printed += text;
    },
  };
  return { machine, commands, printed: () => printed };
}

describe("ensureSystemTools", () => {
  it("changes nothing when every tool is there, and says where each one is", () => {
    const installed = new Set(["chromium", "chromium-headless-shell", "ffmpeg", "espeak-ng"]);
    const { machine, commands, printed } = fakeMachine(installed, true);
    expect(ensureSystemTools({}, machine, fakeTools(installed))).toBe(true);
    expect(commands).toEqual([]);
    expect(printed()).toContain("/usr/bin/video");
    expect(printed()).toContain("Every system tool the tests need is here.");
  });

  it("installs every missing tool with one apt-get update and one apt-get install, each package once", () => {
    const installed = new Set(["ffmpeg"]);
    const { machine, commands, printed } = fakeMachine(installed, true);
    expect(ensureSystemTools({}, machine, fakeTools(installed))).toBe(true);
    expect(commands).toEqual([
      "apt-get update",
      "apt-get install -y --no-install-recommends chromium chromium-headless-shell espeak-ng",
    ]);
    expect(printed()).toContain("Installed chromium chromium-headless-shell espeak-ng");
  });

  it("where it may not install, prints the one command to run and each tool's other way, and fails", () => {
    const installed = new Set(["chromium", "chromium-headless-shell"]);
    const { machine, commands, printed } = fakeMachine(installed, false);
    expect(ensureSystemTools({}, machine, fakeTools(installed))).toBe(false);
    expect(commands).toEqual([]);
    expect(printed()).toContain("Missing: video, speech.");
    expect(printed()).toContain(
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends ffmpeg espeak-ng",
    );
    expect(printed()).toContain("  - speech: get speech somehow");
  });

  it("fails naming the tools still missing when apt-get fails", () => {
    const installed = new Set<string>();
    const { machine, printed } = fakeMachine(installed, true, false);
    expect(ensureSystemTools({}, machine, fakeTools(installed))).toBe(false);
    expect(printed()).toContain("apt-get failed");
    expect(printed()).toContain("video (get video somehow)");
  });
});

describe("SYSTEM_TOOLS", () => {
  it("covers every program the test run starts, from Debian's packages", () => {
    expect(packagesFor(SYSTEM_TOOLS)).toEqual([
      "chromium",
      "chromium-headless-shell",
      "postgresql",
      "redis-server",
      "ffmpeg",
      "espeak-ng",
      "wordpress",
      "php-cli",
      "php-mysql",
      "mariadb-server",
    ]);
  });

  it("needs no PostgreSQL of its own where TEST_DATABASE_URL names one, nor a headless shell beside a named browser", () => {
    const byName = (name: string) => SYSTEM_TOOLS.find((tool) => tool.name === name);
    expect(byName("PostgreSQL")?.find({ TEST_DATABASE_URL: "postgres://db/x", PATH: "" })).toBe("not needed");
    expect(byName("Chromium's headless shell")?.find({ CHROMIUM_PATH: "/opt/chrome", PATH: "" })).toBe(
      "not needed",
    );
  });

  it("finds nothing on an empty PATH that only PATH would provide", () => {
    const env = { PATH: "" };
    for (const name of ["Redis", "ffmpeg and ffprobe", "espeak-ng", "WordPress, PHP and MariaDB"]) {
      expect(SYSTEM_TOOLS.find((tool) => tool.name === name)?.find(env)).toBeUndefined();
    }
  });
});
