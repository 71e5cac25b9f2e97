import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { islandStyleInHead, moveStaticPages } from "./static-pages.ts";

describe("moveStaticPages", () => {
  let root: string;
  const astro = () => path.join(root, "astro");
  const client = () => path.join(root, "client");
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const read = (file: string) => fs.readFileSync(file, "utf8");

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "static-pages-"));
    write(path.join(client(), "index.html"), "React Router's home");
    write(path.join(client(), "features/index.html"), "React Router's features");
    write(path.join(client(), "assets/entry.client-abc.js"), "router");
    write(path.join(astro(), "index.html"), "Astro's home");
    write(path.join(astro(), "assets/client.def.js"), "islands");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts Astro's pages over React Router's at the same path and leaves the others", () => {
    expect(moveStaticPages(astro(), client())).toEqual(["index.html"]);
    expect(read(path.join(client(), "index.html"))).toBe("Astro's home");
    expect(read(path.join(client(), "features/index.html"))).toBe("React Router's features");
  });

  it("puts Astro's 404.html where the server sends the not-found page from", () => {
    write(path.join(client(), "404/index.html"), "React Router's not-found page");
    write(path.join(astro(), "404.html"), "Astro's not-found page");
    expect(moveStaticPages(astro(), client())).toEqual(["404/index.html", "index.html"]);
    expect(read(path.join(client(), "404/index.html"))).toBe("Astro's not-found page");
    expect(fs.existsSync(path.join(client(), "404.html"))).toBe(false);
  });

  it("adds the islands' files to the assets beside React Router's, and clears Astro's folder", () => {
    moveStaticPages(astro(), client());
    expect(read(path.join(client(), "assets/client.def.js"))).toBe("islands");
    expect(read(path.join(client(), "assets/entry.client-abc.js"))).toBe("router");
    expect(fs.existsSync(astro())).toBe(false);
  });
});

describe("islandStyleInHead", () => {
  const style = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

  it("moves Astro's island rule from the body to the end of the head", () => {
    const html = `<html><head><title>t</title></head><body><header>${style}<astro-island></astro-island></header></body></html>`;
    expect(islandStyleInHead(html)).toBe(
      `<html><head><title>t</title>${style}</head><body><header><astro-island></astro-island></header></body></html>`,
    );
  });

  it("leaves a page without islands as it is", () => {
    const html = "<html><head></head><body><main>text</main></body></html>";
    expect(islandStyleInHead(html)).toBe(html);
  });
});
