import { spawnSync } from "node:child_process";

/**
 * Installs a Debian package when this process may change the machine: as root with apt-get, as in a
 * fresh CI container. Returns false where it may not (a developer's laptop), so the caller can say
 * what to install instead. Throws when apt-get was allowed but failed.
 */
export function aptInstallIfAllowed(pkg: string, purpose: string): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !commandExists("apt-get")) return false;
  process.stdout.write(`${purpose} not found: installing it with apt-get (Debian package \`${pkg}\`).\n`);
  const result = spawnSync(`apt-get update && apt-get install -y --no-install-recommends ${pkg}`, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`apt-get could not install ${pkg}.`);
  return true;
}

function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}
