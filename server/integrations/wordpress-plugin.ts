import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";

/**
 * The WordPress plugin customers download from the portal (docs/decisions/0050-wordpress-plugin.md):
 * its PHP source in `integrations/wordpress/avatalk/`, zipped with the address of this server's
 * widget loader written into it, so the plugin needs nothing but the customer's widget key.
 */

/** The plugin's folder in the archive, which is its slug in WordPress. */
export const WORDPRESS_PLUGIN_SLUG = "avatalk";

/** The placeholder of avatalk.php that the download replaces with the loader's address. */
export const SCRIPT_URL_PLACEHOLDER = "__AVATALK_WIDGET_SCRIPT_URL__";

/** Every file of the plugin, in the order the archive lists them. */
const PLUGIN_FILES = ["avatalk.php", "uninstall.php", "readme.txt"] as const;

/** One fixed time for every entry, so the same server always sends the same bytes. */
const ENTRY_TIME = new Date("2026-12-02T00:00:00Z");

/**
 * The plugin's source folder: beside the compiled server (scripts/server-build.ts copies it there),
 * or in the repository when the server runs from source.
 */
export function wordpressPluginFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, "wordpress-plugin"),
    path.resolve(import.meta.dirname, "../../integrations/wordpress/avatalk"),
  ];
  const found = candidates.find((folder) => fs.existsSync(path.join(folder, "avatalk.php")));
  if (!found)
    throw new Error(`The WordPress plugin's source is missing: looked in ${candidates.join(", ")}.`);
  return found;
}

/** A PHP single-quoted string's content: only the backslash and the quote are special there. */
function phpSingleQuoted(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll("'", "\\'");
}

/** The plugin's files as WordPress installs them, the loader's address written in. */
export function wordpressPluginFiles(widgetScriptUrl: string): { name: string; content: string }[] {
  const folder = wordpressPluginFolder();
  return PLUGIN_FILES.map((file) => {
    let content = fs.readFileSync(path.join(folder, file), "utf8");
    if (file === "avatalk.php") {
      if (!content.includes(SCRIPT_URL_PLACEHOLDER)) {
        throw new Error(`avatalk.php lost its ${SCRIPT_URL_PLACEHOLDER} placeholder.`);
      }
      content = content.replace(SCRIPT_URL_PLACEHOLDER, phpSingleQuoted(widgetScriptUrl));
    }
    return { name: `${WORDPRESS_PLUGIN_SLUG}/${file}`, content };
  });
}

/** The archive "Upload Plugin" in WordPress takes: one folder, `avatalk/`, with the plugin inside. */
export function wordpressPluginZip(widgetScriptUrl: string): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(
      wordpressPluginFiles(widgetScriptUrl).map((file) => [
        file.name,
        [encoder.encode(file.content), { mtime: ENTRY_TIME }],
      ]),
    ),
    { level: 9 },
  );
}
