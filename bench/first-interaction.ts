/**
 * The first click's answer time, measured as a visitor meets it: load a page,
 * read it for 3 s, then click one control; the time from the click to the frame that shows its
 * effect (the answer unfolded, the tab's panel, the dialog). Chromium at a 4× CPU slowdown (as
 * Lighthouse's mobile profile) and unthrottled, the median of 3 runs each, a fresh browser context
 * (cold cache) per run, against the production server. Lighthouse does not measure this: the Event
 * Timing API (INP) stops at the event's own paint, before work the click starts afterwards.
 *
 * The click is the visitor's first event: the control is brought into view before the reading
 * starts with its scroll event kept from the page's scripts, so nothing on the page has been
 * started by the visitor when the click comes (the worst case, and a tap's: a phone sends no
 * pointer movement before it). The input goes through CDP's `Input.dispatchMouseEvent` (move,
 * press, release at the control's centre), as the browser's own input; the start is the
 * `pointerdown` event's time stamp, the end the first frame, polled with `requestAnimationFrame`,
 * after whose rendering the effect is visible (`checkVisibility`), read in a task queued from it.
 *
 * Run alone with `npx tsx bench/first-interaction.ts [/page …]`; `npm run bench:web` runs it after
 * Lighthouse on the same server.
 */
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { contentPagePaths } from "#e2e/support/pages.ts";
import { bundledScript } from "#scripts/bundled-script.ts";
import { findChromium } from "#scripts/find-chromium.ts";
import type { Probe } from "./first-interaction-probe.ts";
import { median, startProductionServer } from "./production-server.ts";

/** The budgets: the first click's effect on screen within these, per CPU slowdown. */
export const FIRST_INTERACTION_BUDGET_MS: Readonly<Record<number, number>> = { 4: 200, 1: 100 };
const SLOWDOWNS = [4, 1] as const;
const RUNS = Number(process.env.FIRST_INTERACTION_RUNS ?? 3);
const READING_MS = 3000;
/** Lighthouse's mobile screen (a Moto G Power): below `md`, so the header's menu is a button. */
const VIEWPORT = { width: 412, height: 823 };
/** Longer than any budget by far: a click with no effect in this time is reported as such. */
const EFFECT_TIMEOUT_MS = 10_000;

type Role = "button" | "tab";

/**
 * What the visitor clicks and what shows that it worked: an element matching `selector` (and
 * holding `text`, when given) that is visible. Written against what the visitor sees, not how a
 * control is built, so the same check measures a React control and a native `<details>` alike.
 */
export type FirstInteraction = {
  /** Found by its role and name, or, with no role (a `<summary>`), by its text. */
  control: { role?: Role; name: string };
  effect: { selector: string; text?: string };
  /** For the table: what the click shows. */
  shows: string;
  /** Added to the page's URL: the query a visitor arrives with (the reset link's token). */
  query?: string;
};

const DIALOG = "[role=dialog], dialog[open]";

/** Four chosen controls (docs/performance.md), and on every other page one that stands for it. */
const INTERACTIONS: Readonly<Record<string, FirstInteraction>> = {
  "/pricing": {
    control: { name: "Can I switch plans later?" },
    effect: { selector: "p, div, section", text: "You can switch, upgrade, downgrade" },
    shows: 'FAQ answer "Can I switch plans later?"',
  },
  "/how-it-works": {
    control: { role: "tab", name: "CMS Plugins" },
    effect: { selector: "h3, h4, p", text: "Install from your CMS" },
    shows: 'tab "CMS Plugins"',
  },
  "/sign_up": {
    control: { role: "button", name: "Terms & Conditions" },
    effect: { selector: DIALOG },
    shows: '"Terms & Conditions" dialog',
  },
  "/": {
    control: { role: "button", name: "Schedule Demo" },
    effect: { selector: DIALOG },
    shows: '"Schedule Demo" dialog',
  },
  "/sign_in": {
    control: { role: "button", name: "Show password" },
    effect: { selector: 'input[type="text"][autocomplete="current-password"]' },
    shows: "password shown",
  },
  "/reset_password": {
    // The form shows once the page has read the mailed link's token (it is not in the prerendered HTML).
    query: "?token=first-interaction-bench",
    control: { role: "button", name: "Show password" },
    effect: { selector: 'input[type="text"][autocomplete="new-password"]' },
    shows: "password shown",
  },
  "/recovery_email": {
    control: { role: "button", name: "Send" },
    effect: { selector: '[aria-invalid="true"]' },
    shows: "the empty field's error",
  },
};

/** The header's menu: on every page of the site layout, the control a phone's visitor meets first. */
const MENU: FirstInteraction = {
  control: { role: "button", name: "Open menu" },
  effect: { selector: "#mobile-menu" },
  shows: "header menu",
};

/**
 * Pages with no control to measure: /verify_email confirms the mailed address as it loads, without
 * the site's header, and offers only a link onward (a navigation, not a control's effect).
 */
const WITHOUT_CONTROLS: ReadonlySet<string> = new Set(["/verify_email"]);

/** The pages whose first click the bench measures: every page given that has a control. */
export function pagesWithControls(paths: readonly string[]): string[] {
  return paths.filter((pagePath) => !WITHOUT_CONTROLS.has(pagePath));
}

export function interactionFor(pagePath: string): FirstInteraction {
  return INTERACTIONS[pagePath] ?? MENU;
}

export type FirstInteractionRow = {
  path: string;
  shows: string;
  /** Median milliseconds from the click to its effect on screen, per CPU slowdown; null: no effect. */
  medianMs: Record<number, number | null>;
  runsMs: Record<number, (number | null)[]>;
};

/** The probe (bench/first-interaction-probe.ts) as one script for `addInitScript`. */
const probeScript = () => bundledScript(new URL("./first-interaction-probe.ts", import.meta.url));

type PageWithProbe = { __firstInteraction: Probe };

async function measureOnce(
  browser: Browser,
  probe: string,
  url: string,
  interaction: FirstInteraction,
  slowdown: number,
): Promise<number | null> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: probe });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(url, { waitUntil: "load" });
    // The first such control in the page's order: the one a reader meets first.
    const { role, name } = interaction.control;
    const control = (
      role ? page.getByRole(role, { name, exact: true }) : page.getByText(name, { exact: true })
    ).first();
    await bringIntoViewQuietly(page, control);
    await page.evaluate((effect) => {
      (window as unknown as PageWithProbe).__firstInteraction.effect = effect;
    }, interaction.effect);
    await page.waitForTimeout(READING_MS);
    const box = await control.boundingBox();
    if (!box) throw new Error(`${url}: the control "${interaction.control.name}" has no box`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const mouse = { x, y, button: "left" as const, clickCount: 1 };
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
    await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...mouse });
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...mouse });
    const handle = await page
      .waitForFunction(
        () => {
          const probe = (
            window as unknown as { __firstInteraction: { clickedAt?: number; shownAt?: number } }
          ).__firstInteraction;
          return probe.shownAt !== undefined && probe.clickedAt !== undefined
            ? probe.shownAt - probe.clickedAt
            : false;
        },
        undefined,
        { timeout: EFFECT_TIMEOUT_MS, polling: 50 },
      )
      .catch(() => null);
    return handle ? Math.round((await handle.jsonValue()) as number) : null;
  } finally {
    await context.close();
  }
}

/** Scrolls the control to the middle of the screen without the page's scripts seeing the scroll. */
async function bringIntoViewQuietly(page: Page, control: Locator): Promise<void> {
  const element = await control.elementHandle();
  if (!element) throw new Error(`no control on ${page.url()}`);
  await element.evaluate(async (target) => {
    const probe = (window as unknown as PageWithProbe).__firstInteraction;
    probe.quietScroll = true;
    target.scrollIntoView({ block: "center", behavior: "instant" });
    // The scroll event is dispatched in the next frame's rendering steps.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    probe.quietScroll = false;
  });
  await element.dispose();
}

export async function measureFirstInteractions(
  baseUrl: string,
  paths: string[],
  executablePath: string,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<FirstInteractionRow[]> {
  const probe = probeScript();
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  const rows: FirstInteractionRow[] = [];
  try {
    for (const pagePath of paths) {
      const interaction = interactionFor(pagePath);
      log(`First interaction ${pagePath} (${interaction.shows}) …`);
      const row: FirstInteractionRow = { path: pagePath, shows: interaction.shows, medianMs: {}, runsMs: {} };
      for (const slowdown of SLOWDOWNS) {
        const runs: (number | null)[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(
            await measureOnce(
              browser,
              probe,
              `${baseUrl}${pagePath}${interaction.query ?? ""}`,
              interaction,
              slowdown,
            ),
          );
        }
        row.runsMs[slowdown] = runs;
        row.medianMs[slowdown] = runs.includes(null) ? null : median(runs as number[]);
      }
      rows.push(row);
      log(
        `  4×: ${(row.runsMs[4] ?? []).map(shown).join(", ")} ms; 1×: ${(row.runsMs[1] ?? []).map(shown).join(", ")} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const shown = (ms: number | null | undefined) => (ms === null || ms === undefined ? "no effect" : `${ms}`);

export function firstInteractionTable(rows: FirstInteractionRow[]): string {
  const header = "| page | first click | 4× CPU ms | runs | 1× CPU ms | runs |\n|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.path} | ${row.shows} | ${shown(row.medianMs[4])} | ${(row.runsMs[4] ?? []).map(shown).join(", ")} | ` +
      `${shown(row.medianMs[1])} | ${(row.runsMs[1] ?? []).map(shown).join(", ")} |`,
  );
  return [header, ...lines].join("\n");
}

export function firstInteractionMisses(rows: FirstInteractionRow[]): string[] {
  return rows.flatMap((row) =>
    SLOWDOWNS.flatMap((slowdown) => {
      const ms = row.medianMs[slowdown];
      const budget = FIRST_INTERACTION_BUDGET_MS[slowdown] ?? 0;
      if (ms === null || ms === undefined)
        return [`${row.path}: first click at ${slowdown}× CPU shows nothing`];
      return ms > budget ? [`${row.path}: first click ${ms} ms at ${slowdown}× CPU > ${budget} ms`] : [];
    }),
  );
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium.");
  const only = process.argv.slice(2);
  const server = await startProductionServer();
  try {
    const rows = await measureFirstInteractions(
      server.url,
      pagesWithControls(only.length > 0 ? only : contentPagePaths()),
      executablePath,
    );
    process.stdout.write(`\n${firstInteractionTable(rows)}\n\n`);
    const misses = firstInteractionMisses(rows);
    if (misses.length > 0) {
      process.stdout.write(`Budgets missed:\n${misses.map((line) => `  ${line}`).join("\n")}\n`);
      process.exitCode = 1;
    } else process.stdout.write("Every first click is within its budgets.\n");
  } finally {
    server.child.kill("SIGTERM");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
