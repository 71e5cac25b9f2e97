/**
 * The widget's figures (docs/widget.md): the brotli size of the loader and the panel against their
 * budgets, and how fast a question is answered through the API on a 500-entry knowledge base (p95
 * under 50 ms on this machine). Called by bench/page-weight.ts; run after `npm run build`.
 */

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { apiPaths } from "#contracts/api-paths.ts";
import { insertEntry } from "#server/repositories/widget-entries.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall, visitorTokenFor } from "#server/test/widget.ts";

const WIDGET_BUDGET_KIB = { loader: 6, panel: 80 };
const LATENCY_BUDGET_MS = 50;

const brotliBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + zlib.brotliCompressSync(fs.readFileSync(file)).length, 0);

/** Prints the bundle sizes; false when a bundle is missing or over budget. */
export function weighWidget(root: string): boolean {
  const bundles = {
    loader: [path.join(root, "widget.js")],
    panel: [path.join(root, "widget/panel.js"), path.join(root, "widget/panel.css")],
  };
  let ok = true;
  console.log("\nwidget bundle     br KiB  budget");
  for (const [name, files] of Object.entries(bundles) as [keyof typeof bundles, string[]][]) {
    if (!files.every((file) => fs.existsSync(file))) {
      console.log(`${name.padEnd(16)}  missing: run npm run build`);
      ok = false;
      continue;
    }
    const kib = brotliBytes(files) / 1024;
    const over = kib > WIDGET_BUDGET_KIB[name];
    ok &&= !over;
    console.log(
      `${name.padEnd(16)}${kib.toFixed(1).padStart(8)}  ${WIDGET_BUDGET_KIB[name]} KiB${over ? "  OVER BUDGET" : ""}`,
    );
  }
  return ok;
}

const PRODUCTS = [
  "kettle",
  "blender",
  "toaster",
  "espresso machine",
  "juicer",
  "mixer",
  "grill",
  "fryer",
  "scale",
  "oven",
];
const TOPICS: [title: string, question: (product: string) => string, answer: (product: string) => string][] =
  [
    [
      "cleaning",
      (p) => `How do I clean the ${p}?`,
      (p) => `Rinse the ${p} with warm water and mild soap after each use.`,
    ],
    ["warranty", (p) => `What warranty does the ${p} have?`, (p) => `The ${p} has a two-year warranty.`],
    [
      "spare parts",
      (p) => `Where can I buy spare parts for the ${p}?`,
      (p) => `Spare parts for the ${p} are in our parts shop.`,
    ],
    ["power", (p) => `How much power does the ${p} use?`, (p) => `The ${p} uses between 800 and 2000 watts.`],
    ["noise", (p) => `Is the ${p} loud?`, (p) => `The ${p} runs at about 60 decibels.`],
  ];

/** p95 of the answer through the API: key and origin checks, index, conversation and message rows. */
export async function answerLatency(): Promise<boolean> {
  const app = await buildTestApp();
  try {
    const account = await customer(app);
    await account.allow([CUSTOMER_SITE]);
    let count = 0;
    for (let series = 0; count < 500; series += 1) {
      for (const product of PRODUCTS) {
        for (const [topic, question, answer] of TOPICS) {
          if (count >= 500) break;
          const model = `${product} series ${series + 1}`;
          await insertEntry(app.database.db, account.id, {
            title: `${model} ${topic}`,
            questions: [question(model), `${topic} ${model}`],
            answer: answer(model),
            language: "en",
          });
          count += 1;
        }
      }
    }
    const questions = [
      "how to clean my kettle series 3",
      "is the blender series 7 noisy",
      "toaster series 2 warranty",
    ];
    // A visitor asks 20 questions a minute at most: each question here is another visitor's, whose
    // token is fetched before the clock starts.
    const tokens: string[] = [];
    for (let i = 0; i <= 200; i += 1) tokens.push((await visitorTokenFor(app, account.widgetKey)) ?? "");
    const ask = (question: string, visitorToken: string) =>
      frameCall(app, apiPaths.widgetAsk, {
        payload: { key: account.widgetKey, question, language: "en" },
        visitorToken,
      });
    // Builds the index once, as the first visitor after an edit would.
    await ask(questions[0] as string, tokens[200] as string);
    const timings: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      const response = await ask(questions[i % questions.length] as string, tokens[i] as string);
      timings.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`ask answered ${response.statusCode}: ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) =>
      timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
    const p95 = at(0.95);
    console.log(
      `\nanswer latency, 500 entries, ${timings.length} questions through the API: median ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${LATENCY_BUDGET_MS} ms)${p95 > LATENCY_BUDGET_MS ? "  OVER BUDGET" : ""}`,
    );
    return p95 <= LATENCY_BUDGET_MS;
  } finally {
    await app.close();
  }
}
