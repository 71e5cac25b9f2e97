import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_JOURNAL } from "#e2e/support/page-journal.ts";
import FailureListReporter from "./e2e-failure-list.ts";

/** The parts of a test case the reporter reads. */
function testCase(title: string, outcome: ReturnType<TestCase["outcome"]>): TestCase {
  return {
    location: { file: path.join(process.cwd(), "e2e/contact.spec.ts"), line: 42, column: 3 },
    titlePath: () => ["", "chromium", "contact.spec.ts", "Contact", title],
    outcome: () => outcome,
  } as TestCase;
}

const result = (message?: string, line = 57, annotations: TestResult["annotations"] = []): TestResult =>
  ({
    status: message ? "failed" : "timedOut",
    annotations,
    error: message
      ? { message, location: { file: path.join(process.cwd(), "e2e/contact.spec.ts"), line, column: 5 } }
      : undefined,
  }) as TestResult;

describe("the failed-test list for npm test's summary", () => {
  let folder: string;
  let file: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "failure-list-"));
    file = path.join(folder, "failures.txt");
    process.env.E2E_FAILURES_FILE = file;
  });
  afterEach(() => {
    delete process.env.E2E_FAILURES_FILE;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("names each failed test by place and title with its error's first line, uncoloured, and says where it failed and on what", () => {
    const reporter = new FailureListReporter();
    reporter.onTestEnd(testCase("sends the message", "expected"), result());
    reporter.onTestEnd(
      testCase("shows the error", "unexpected"),
      result(
        "\x1b[31mError: expect(locator).toBeVisible() failed\x1b[39m\n\nLocator:  getByRole('alert')\n" +
          "Expected: visible\nTimeout:  10000ms\nError: element(s) not found\n\nCall log:\n  - waiting for getByRole('alert')",
      ),
    );
    reporter.onTestEnd(testCase("waits for the server", "unexpected"), result());
    reporter.onEnd();

    expect(fs.readFileSync(file, "utf8")).toBe(
      "e2e/contact.spec.ts:42 › Contact › shows the error: Error: expect(locator).toBeVisible() failed\n" +
        "  at e2e/contact.spec.ts:57 · Locator: getByRole('alert') · Expected: visible · Timeout: 10000ms · Error: element(s) not found\n" +
        "e2e/contact.spec.ts:42 › Contact › waits for the server: timedOut\n",
    );
  });

  it("repeats under a failed test what else happened to its page", () => {
    const reporter = new FailureListReporter();
    reporter.onTestEnd(
      testCase("sends the message", "unexpected"),
      result("Error: expect(locator).toBeVisible() failed", 61, [
        { type: "skip" },
        {
          type: PAGE_JOURNAL,
          description: "0.4 s loaded http://127.0.0.1:3310/ | 2.1 s loaded http://127.0.0.1:3310/",
        },
      ]),
    );
    reporter.onEnd();

    expect(fs.readFileSync(file, "utf8")).toBe(
      "e2e/contact.spec.ts:42 › Contact › sends the message: Error: expect(locator).toBeVisible() failed\n" +
        "  at e2e/contact.spec.ts:61\n" +
        "  page: 0.4 s loaded http://127.0.0.1:3310/ | 2.1 s loaded http://127.0.0.1:3310/\n",
    );
  });

  it("writes an empty list when every test passed", () => {
    const reporter = new FailureListReporter();
    reporter.onTestEnd(testCase("sends the message", "expected"), result());
    reporter.onEnd();
    expect(fs.readFileSync(file, "utf8")).toBe("");
  });
});
