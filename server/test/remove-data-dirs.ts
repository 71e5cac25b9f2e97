import { afterAll } from "vitest";
import { removeTestDataDirs } from "./data-dirs.ts";

// Registered before the file's own hooks, so it runs after them: after its apps have closed.
afterAll(removeTestDataDirs);
