import { afterEach, beforeEach, vi } from "vitest";

// docs/product.md §Conventions: an unexpected console.error fails a test. A test that expects one mocks it itself
// (vi.spyOn(console, "error").mockImplementation(...)) and so replaces this spy.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const unexpected = consoleError.mock.calls;
  const expected = consoleError.getMockImplementation() !== undefined;
  consoleError.mockRestore();
  if (!expected && unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error: ${unexpected.map((call: unknown[]) => call.map(String).join(" ")).join("\n")}`,
    );
  }
});
