import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { widgetSnippet } from "#contracts/widget/snippet.ts";
import { wordpressPluginZip } from "#server/integrations/wordpress-plugin.ts";
import {
  findWordPressTools,
  type LocalWordPress,
  startWordPress,
  WORDPRESS_ADMIN,
  WORDPRESS_HINT,
} from "./wordpress.ts";

/**
 * The WordPress plugin on a real WordPress (Debian's, on MariaDB, docs/decisions/0050-wordpress-plugin.md):
 * uploaded as the portal's zip through "Upload Plugin", activated, its key set through its settings
 * page as an administrator does, and then on the site's pages.
 */

const SCRIPT_URL = "https://avatalk.test/widget.js";
const KEY = "wk_Q2hlY2tlZCBieSBXUHRlc3Q";
const REFUSED =
  "That is not an Avatalk widget key, so it was not saved. Copy the key from “Install on your website” on your Avatalk dashboard: it starts with wk_.";

/** A browser of one: keeps WordPress's cookies and follows its redirects. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly site: string) {}

  async request(
    pathOrUrl: string,
    init: { method?: string; body?: URLSearchParams | FormData } = {},
  ): Promise<{ status: number; url: string; html: string }> {
    let url = new URL(pathOrUrl, this.site).href;
    let method = init.method ?? "GET";
    let body = init.body;
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(url, {
        method,
        body,
        redirect: "manual",
        headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const [name = "", value = ""] = pair.split("=");
        const expired = attributes.some((attribute) => /expires=.*19[0-9]{2}/i.test(attribute));
        if (expired) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value.trim());
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        url = new URL(location, url).href;
        method = "GET";
        body = undefined;
        continue;
      }
      return { status: response.status, url, html: await response.text() };
    }
    throw new Error(`More than 5 redirects from ${pathOrUrl}`);
  }
}

/** The value of a form's hidden or text input, from WordPress's HTML. */
function inputValue(html: string, name: string): string {
  // WordPress writes some attributes in single quotes (settings_fields), most in double.
  const input = html.match(new RegExp(`<input[^>]*name=["']${name}["'][^>]*>`))?.[0];
  const value = input
    ?.match(/value=(?:"([^"]*)"|'([^']*)')/)
    ?.slice(1)
    .find((match) => match !== undefined);
  if (value === undefined) throw new Error(`No input ${name} in the page:\n${html.slice(0, 3000)}`);
  return value;
}

/** An admin link with its nonce, as the page writes it (`&amp;` and all), made absolute. */
function link(page: { url: string; html: string }, pattern: RegExp): string {
  const href = page.html.match(pattern)?.[1];
  if (!href) throw new Error(`No link matching ${pattern} in the page:\n${page.html.slice(0, 3000)}`);
  return new URL(href.replaceAll("&amp;", "&"), page.url).href;
}

/** The part of a page that wp_footer() printed: after the theme's content, before </body>. */
function footer(html: string): string {
  return html.slice(html.indexOf("</main>"), html.indexOf("</body>"));
}

describe("the WordPress plugin on a real WordPress", () => {
  let wordpress: LocalWordPress;
  let admin: Visitor;

  beforeAll(async () => {
    const tools = findWordPressTools();
    if ("missing" in tools) {
      throw new Error(`The WordPress plugin's test needs ${tools.missing.join(", ")}. ${WORDPRESS_HINT}`);
    }
    wordpress = await startWordPress(tools);
    admin = new Visitor(wordpress.url);
    await admin.request("/wp-login.php");
    const signedIn = await admin.request("/wp-login.php", {
      method: "POST",
      body: new URLSearchParams({
        log: WORDPRESS_ADMIN.user,
        pwd: WORDPRESS_ADMIN.password,
        testcookie: "1",
        redirect_to: `${wordpress.url}/wp-admin/`,
      }),
    });
    expect(signedIn.url).toContain("/wp-admin/");
  });
  afterAll(() => wordpress?.stop());

  it("installs from the portal's zip through Upload Plugin and activates", async () => {
    const form = await admin.request("/wp-admin/plugin-install.php?tab=upload");
    const upload = new FormData();
    upload.set("_wpnonce", inputValue(form.html, "_wpnonce"));
    upload.set("_wp_http_referer", "/wp-admin/plugin-install.php?tab=upload");
    upload.set(
      "pluginzip",
      new Blob([new Uint8Array(wordpressPluginZip(SCRIPT_URL))], { type: "application/zip" }),
      "avatalk-wordpress.zip",
    );
    upload.set("install-plugin-submit", "Install Now");
    const installed = await admin.request("/wp-admin/update.php?action=upload-plugin", {
      method: "POST",
      body: upload,
    });
    expect(installed.html).toContain("Plugin installed successfully.");
    expect(fs.existsSync(path.join(wordpress.folder, "wp-content/plugins/avatalk/avatalk.php"))).toBe(true);

    const activated = await admin.request(link(installed, /href="([^"]*action=activate[^"]*avatalk[^"]*)"/));
    expect(activated.url).toContain("plugins.php");
    expect(activated.html).toContain("Plugin activated.");
    // Active, with its Settings link beside Deactivate.
    expect(activated.html).toMatch(/options-general\.php\?page=avatalk">Settings</);
  });

  it("prints nothing on the site before a key is set", async () => {
    const page = await new Visitor(wordpress.url).request("/");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Northwind Outfitters");
    expect(page.html).not.toContain(SCRIPT_URL);
  });

  it("takes the key on its settings page and prints the snippet in every page's footer", async () => {
    const settings = await admin.request("/wp-admin/options-general.php?page=avatalk");
    expect(settings.status).toBe(200);
    expect(settings.html).toContain("<h1>Avatalk</h1>");
    expect(settings.html).toContain('<label for="avatalk_widget_key">Widget key</label>');

    const saved = await admin.request("/wp-admin/options.php", {
      method: "POST",
      body: new URLSearchParams({
        option_page: inputValue(settings.html, "option_page"),
        action: "update",
        _wpnonce: inputValue(settings.html, "_wpnonce"),
        _wp_http_referer: inputValue(settings.html, "_wp_http_referer"),
        avatalk_widget_key: `  ${KEY} `,
      }),
    });
    expect(saved.url).toContain("settings-updated=true");
    expect(saved.html).toContain("Settings saved.");
    expect(inputValue(saved.html, "avatalk_widget_key")).toBe(KEY);

    const visitor = new Visitor(wordpress.url);
    for (const page of ["/", "/?p=1"]) {
      const html = (await visitor.request(page)).html;
      expect(footer(html)).toContain(widgetSnippet(SCRIPT_URL, KEY));
      expect(html.split(SCRIPT_URL)).toHaveLength(2);
    }
  });

  it("refuses a bad key with a message and keeps the one saved", async () => {
    const settings = await admin.request("/wp-admin/options-general.php?page=avatalk");
    const refused = await admin.request("/wp-admin/options.php", {
      method: "POST",
      body: new URLSearchParams({
        option_page: "avatalk",
        action: "update",
        _wpnonce: inputValue(settings.html, "_wpnonce"),
        _wp_http_referer: inputValue(settings.html, "_wp_http_referer"),
        avatalk_widget_key: '"><script>alert(1)</script>',
      }),
    });
    expect(refused.html).toContain(REFUSED);
    expect(refused.html).not.toContain("Settings saved.");
    expect(refused.html).not.toContain("<script>alert(1)</script>");
    expect(inputValue(refused.html, "avatalk_widget_key")).toBe(KEY);
    expect(
      wordpress.sql("SELECT option_value FROM wp_options WHERE option_name = 'avatalk_widget_key'").trim(),
    ).toBe(KEY);
    expect(footer((await new Visitor(wordpress.url).request("/")).html)).toContain(
      widgetSnippet(SCRIPT_URL, KEY),
    );
  });

  it("refuses a settings form without WordPress's nonce", async () => {
    const forged = await admin.request("/wp-admin/options.php", {
      method: "POST",
      body: new URLSearchParams({
        option_page: "avatalk",
        action: "update",
        avatalk_widget_key: "wk_forgedForgedForged1",
      }),
    });
    expect(forged.status).toBe(403);
    expect(
      wordpress.sql("SELECT option_value FROM wp_options WHERE option_name = 'avatalk_widget_key'").trim(),
    ).toBe(KEY);
  });

  it("removes its key when the plugin is deleted", async () => {
    const plugins = await admin.request("/wp-admin/plugins.php");
    await admin.request(link(plugins, /href="([^"]*action=deactivate[^"]*avatalk[^"]*)"/));
    const inactive = await admin.request("/wp-admin/plugins.php");
    const ajaxNonce = inactive.html.match(/"ajax_nonce":"([0-9a-f]+)"/)?.[1];
    expect(ajaxNonce).toBeDefined();
    const deleted = await admin.request("/wp-admin/admin-ajax.php", {
      method: "POST",
      body: new URLSearchParams({
        action: "delete-plugin",
        _ajax_nonce: ajaxNonce ?? "",
        plugin: "avatalk/avatalk.php",
        slug: "avatalk",
      }),
    });
    expect(JSON.parse(deleted.html)).toMatchObject({ success: true });
    expect(fs.existsSync(path.join(wordpress.folder, "wp-content/plugins/avatalk"))).toBe(false);
    expect(
      wordpress.sql("SELECT COUNT(*) FROM wp_options WHERE option_name = 'avatalk_widget_key'").trim(),
    ).toBe("0");
    expect((await new Visitor(wordpress.url).request("/")).html).not.toContain(SCRIPT_URL);
  });
});
