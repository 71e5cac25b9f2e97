import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";
import { PAGE_JOURNAL } from "#e2e/support/page-journal.ts";

/**
 * A Playwright reporter that writes each failed test to the file named by E2E_FAILURES_FILE: a line
 * with where it is, its title and its error's first line, and under it where it failed, what
 * Playwright said about the element it waited for and what else happened to the page
 * (e2e/support/page-journal.ts). npm test repeats them in its summary: the output of the step that
 * runs beside the browser tests is printed after theirs, so a CI log's tail would otherwise show
 * every test of that step passing and not which browser test failed, nor which of its assertions.
 */
export default class FailureListReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.outcome() !== "unexpected") return;
    const place = `${relative(test.location.file)}:${test.location.line}`;
    // titlePath() starts with the root and project names, which are empty or the same for every test.
    const title = test.titlePath().slice(3).join(" › ");
    const lines = stripVTControlCharacters(result.error?.message ?? result.status)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    this.failures.push(`${place} › ${title}: ${lines[0]}`);
    const detail = failureDetail(result.error, lines.slice(1));
    if (detail) this.failures.push(`  ${detail}`);
    for (const { description } of result.annotations.filter(({ type }) => type === PAGE_JOURNAL))
      this.failures.push(`  page: ${description}`);
  }

  onEnd(): void {
    const file = process.env.E2E_FAILURES_FILE;
    if (file) fs.writeFileSync(file, this.failures.map((line) => `${line}\n`).join(""));
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** The lines of an assertion's message that say what it waited for and what it found. */
const DETAIL_LINE = /^(Locator|Expected|Received|Timeout|Error):/;

/**
 * Where the error happened (the assertion's line, not the test's) and Playwright's lines about the
 * element: which locator, what was expected, what was found.
 */
function failureDetail(error: TestError | undefined, rest: string[]): string {
  const at = error?.location ? `at ${relative(error.location.file)}:${error.location.line}` : "";
  const about = rest.filter((line) => DETAIL_LINE.test(line)).map((line) => line.replace(/\s+/g, " "));
  return [at, ...about].filter(Boolean).join(" · ");
}

const relative = (file: string) => path.relative(process.cwd(), file);
