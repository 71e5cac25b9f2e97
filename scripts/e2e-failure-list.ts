import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * A Playwright reporter that writes one line per failed test (where it is, its title, the first
 * line of its error) to the file named by E2E_FAILURES_FILE. npm test repeats them in its summary:
 * the output of the step that runs beside the browser tests is printed after theirs, so a CI log's
 * tail would otherwise show every test of that step passing and not which browser test failed.
 */
export default class FailureListReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.outcome() !== "unexpected") return;
    const place = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    // titlePath() starts with the root and project names, which are empty or the same for every test.
    const title = test.titlePath().slice(3).join(" › ");
    const firstLine = stripVTControlCharacters(result.error?.message ?? result.status)
      .split("\n")[0]
      ?.trim();
    this.failures.push(`${place} › ${title}: ${firstLine}`);
  }

  onEnd(): void {
    const file = process.env.E2E_FAILURES_FILE;
    if (file) fs.writeFileSync(file, this.failures.map((line) => `${line}\n`).join(""));
  }

  printsToStdio(): boolean {
    return false;
  }
}
