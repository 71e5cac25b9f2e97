import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * The widget's two bundles, outside the web app (part of `npm run build`): the loader customers
 * embed (`build/client/widget.js`, ≤ 6 KB brotli) and the panel the frame runs
 * (`build/client/widget/panel.js` and `.css`, ≤ 80 KB brotli). Plain scripts for browsers of the
 * last few years, minified, no eval; bench/page-weight.ts holds their budgets.
 */
export async function buildWidget(root: string = process.cwd()): Promise<void> {
  const out = path.join(root, "build/client");
  fs.mkdirSync(path.join(out, "widget"), { recursive: true });
  const common = {
    bundle: true,
    minify: true,
    target: ["es2020", "chrome100", "firefox100", "safari15"],
    legalComments: "none" as const,
    logLevel: "warning" as const,
    absWorkingDir: root,
    tsconfig: path.join(root, "tsconfig.json"),
  };
  await build({
    ...common,
    entryPoints: [path.join(root, "web/widget/loader.ts")],
    outfile: path.join(out, "widget.js"),
    format: "iife",
  });
  await build({
    ...common,
    entryPoints: [path.join(root, "web/widget/panel/panel.ts")],
    outfile: path.join(out, "widget/panel.js"),
    format: "esm",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildWidget();
  process.stdout.write("Built the widget loader and panel into build/client.\n");
}
