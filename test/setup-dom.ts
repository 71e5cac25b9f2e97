import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import { elementsWithConflictingClasses } from "./class-conflicts.ts";

afterEach(() => {
  // Whatever a test rendered carries no utilities that override each other (web/lib/cn.ts).
  expect(elementsWithConflictingClasses(document.body)).toEqual([]);
  cleanup();
});
