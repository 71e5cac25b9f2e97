import { describe, expect, it } from "vitest";
import { CLIENT_CHUNK_GROUPS, isEarlyChunk } from "./early-chunks.ts";

const groupOf = (id: string) =>
  [...CLIENT_CHUNK_GROUPS].sort((a, b) => b.priority - a.priority).find(({ test }) => test.test(id))?.name;

describe("the client's chunk groups", () => {
  it("put React DOM's client and its scheduler in a chunk of their own", () => {
    expect(groupOf("/app/node_modules/react-dom/client.js")).toBe("react-dom-client");
    expect(groupOf("/app/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe(
      "react-dom-client",
    );
    expect(groupOf("/app/node_modules/scheduler/cjs/scheduler.production.js")).toBe("react-dom-client");
  });

  it("leave React and react-dom's index, which every route module imports, out of it", () => {
    expect(groupOf("/app/node_modules/react/cjs/react.production.js")).toBe("react");
    expect(groupOf("/app/node_modules/react/jsx-runtime.js")).toBe("react");
    expect(groupOf("C:\\app\\node_modules\\react-dom\\index.js")).toBe("react");
    expect(groupOf("/app/node_modules/react-dom/cjs/react-dom.production.js")).toBe("react");
    expect(groupOf("/app/node_modules/react-router/dist/index.mjs")).toBeUndefined();
    expect(groupOf("/app/web/root.tsx")).toBeUndefined();
  });

  it("know the client's built file by its name, and no other", () => {
    expect(isEarlyChunk("/assets/react-dom-client-BhXmQUP3.js")).toBe(true);
    expect(isEarlyChunk("/assets/react-dom-client-a_b-C.js")).toBe(true);
    expect(isEarlyChunk("/assets/react-DSe2UFlv.js")).toBe(false);
    expect(isEarlyChunk("/assets/react-dom-client-BhXmQUP3.js.map")).toBe(false);
    expect(isEarlyChunk("/assets/entry.client-NJfkixgT.js")).toBe(false);
  });
});
