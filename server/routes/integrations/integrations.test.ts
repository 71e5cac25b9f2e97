import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { WidgetKey } from "#contracts/widget/index.ts";
import { SCRIPT_URL_PLACEHOLDER } from "#server/integrations/wordpress-plugin.ts";
import { buildTestApp } from "#server/test/test-app.ts";

// The plugin on a real WordPress: scripts/wordpress-plugin.test.ts. Here: what the download holds.
describe("GET the WordPress plugin", () => {
  const publicUrl = "https://assistant.example.com";
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ publicUrl });
  });
  afterAll(() => app.close());

  it("is a public zip of one avatalk/ folder", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.wordpressPlugin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="avatalk-wordpress.zip"');
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).toSorted()).toEqual([
      "avatalk/avatalk.php",
      "avatalk/readme.txt",
      "avatalk/uninstall.php",
    ]);
  });

  it("carries this server's loader address and the API's rule for a widget key", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.wordpressPlugin });
    const plugin = new TextDecoder().decode(unzipSync(response.rawPayload)["avatalk/avatalk.php"]);
    expect(plugin).toContain(`define( 'AVATALK_WIDGET_SCRIPT_URL', '${publicUrl}/widget.js' );`);
    expect(plugin).not.toContain(SCRIPT_URL_PLACEHOLDER);
    const pattern = new RegExp(plugin.match(/const AVATALK_KEY_PATTERN = '\/(.+)\/';/)?.[1] ?? "^$");
    const keys = [
      "wk_Q2hlY2tlZCBieSBXUHRlc3Q",
      "wk_1234",
      "abcdefgh",
      "a".repeat(128),
      "a".repeat(129),
      "wk_ key",
    ];
    for (const key of [...keys, 'wk_"><script>', "wk_ünïcode1"]) {
      expect(pattern.test(key), key).toBe(WidgetKey.safeParse(key).success);
    }
  });
});
