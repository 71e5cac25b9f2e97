import type { BrowserContext, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe.ts";
import { expect, HYDRATED_ATTRIBUTE, test } from "./support/test.ts";

/**
 * docs/product.md §Routes (Blog list, Blog post), docs/product.md §Deviations (all four posts exist; Share uses the Web Share API or
 * copies the link) and §Quality (prerendered posts with their metadata, RSS feed). The expected texts are
 * written out here, so a change to the content that breaks docs/product.md fails a test.
 */

type ExpectedPost = {
  id: string;
  title: string;
  category: string;
  date: string;
  author: string;
  authorTitle: string;
  related: [string, string];
};

const TITLES = {
  featured: "Revolutionizing Customer Support with AI Video Assistants",
  conversion: "How Video Chat Increases Conversion Rates",
  costs: "Reducing Support Costs Without Losing the Human Touch",
  knowledge: "Knowledge Base Habits for Accurate & Trusted Answers",
};

const POSTS: ExpectedPost[] = [
  {
    id: "revolutionizing-customer-support",
    title: TITLES.featured,
    category: "Customer Experience",
    date: "November 12, 2026",
    author: "Elena Marsh",
    authorTitle: "Head of Customer Experience",
    related: [TITLES.conversion, TITLES.costs],
  },
  {
    id: "increase-conversion-rates",
    title: TITLES.conversion,
    category: "Conversion",
    date: "October 28, 2026",
    author: "Daniel Okafor",
    authorTitle: "Growth Lead",
    related: [TITLES.featured, TITLES.knowledge],
  },
  {
    id: "reducing-support-costs",
    title: TITLES.costs,
    category: "Operations",
    date: "October 14, 2026",
    author: "Priya Raman",
    authorTitle: "Director of Support Operations",
    related: [TITLES.featured, TITLES.conversion],
  },
  {
    id: "knowledge-base-best-practices",
    title: TITLES.knowledge,
    category: "Best Practices",
    date: "September 30, 2026",
    author: "Jonas Berg",
    authorTitle: "Conversational AI Lead",
    related: [TITLES.featured, TITLES.costs],
  },
];
const FEATURED = "/blog/revolutionizing-customer-support";
const READ_TIME = /^\d+ min read$/;
const hrefOf = (title: string) => `/blog/${POSTS.find((post) => post.title === title)?.id}`;

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test("A visitor sees the featured post first and large, then the others, each card one link to its post", async ({
  page,
}) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Insights on AI video support" })).toBeVisible();

  // Featured first, then the rest newest first.
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(POSTS.map((post) => post.title));
  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [index, post] of POSTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.id}`);
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(post.date, { exact: true })).toBeVisible();
  }
  // Read time on the featured card only (docs/product.md §Routes).
  await expect(cards.first().getByText("Featured", { exact: true })).toBeVisible();
  await expect(cards.first().getByText(READ_TIME)).toBeVisible();
  await expect(main.getByText(READ_TIME)).toHaveCount(1);

  // The whole card is the link: a click on its image, away from the title, opens the post.
  await cards.nth(1).click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/blog\/increase-conversion-rates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.conversion);
});

test("The grid shows three cards a row on a wide screen and one on a phone", async ({ page }) => {
  await page.goto("/blog");
  const cards = page.getByRole("main").getByRole("article");
  // Left edges only: cards slide up while they reveal, but never sideways.
  const lefts = () =>
    Promise.all([1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())?.x ?? 0));
  const [first = 0, second = 0, third = 0] = await lefts();
  expect(second).toBeGreaterThan(first);
  expect(third).toBeGreaterThan(second);

  await page.setViewportSize({ width: 375, height: 800 });
  // One column: every card starts at the same left edge.
  await expect.poll(async () => new Set(await lefts()).size).toBe(1);
});

for (const post of POSTS) {
  test(`The post ${post.id} is prerendered with its header, author, image, body and Continue Reading`, async ({
    page,
  }) => {
    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | Avatalk`);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(article.getByText(post.date, { exact: true })).toBeVisible();
    await expect(article.getByText(READ_TIME)).toBeVisible();
    await expect(article.getByText(post.category, { exact: true })).toBeVisible();
    await expect(article.getByText(post.author, { exact: true })).toBeVisible();
    await expect(article.getByText(post.authorTitle, { exact: true })).toBeVisible();
    await expect(article.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(article.getByRole("img", { name: /assistant/ })).toBeVisible();
    // The body: its subheadings, and a closing paragraph.
    expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);

    const more = page.getByRole("region", { name: "Continue Reading" });
    await expect(more.getByRole("link")).toHaveText(post.related);
    for (const title of post.related) {
      await expect(more.getByRole("link", { name: title })).toHaveAttribute("href", hrefOf(title));
    }
  });
}

test("Each post page carries its metadata, BlogPosting data and the feed link in the prerendered HTML", async ({
  request,
}) => {
  for (const post of POSTS) {
    const html = await (await request.get(`/blog/${post.id}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${post.id}"`));
    // Void elements as React writes them (`/>`) or as HTML does (`>`, web/site/).
    expect(html).toMatch(/<meta property="og:type" content="article"\/?>/);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"]+/images/blog/social/${post.id}\\.jpg"/?>`),
    );
    expect(html).toMatch(/<meta property="og:image:width" content="1200"\/?>/);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Avatalk Blog" href="[^"]+\/blog\/rss\.xml"\/?>/,
    );
  }
  const list = await (await request.get("/blog")).text();
  expect(list).toContain('type="application/rss+xml"');
});

test("Post bodies are in their prerendered pages and in no page's JavaScript", async ({ request }) => {
  // One sentence from each post's body.
  const sentences = [
    "Every support leader knows the gap.",
    "Look at the session recordings of any pricing page",
    "Ask a support leader to cut costs",
    "When a video assistant gives a wrong answer",
  ];
  // The pages' modules (React Router's, or the islands' of a static page, web/site/), and what they import.
  const pending: string[] = [];
  for (const path of ["/blog", ...POSTS.map((post) => `/blog/${post.id}`)]) {
    const html = await (await request.get(path)).text();
    const modules =
      /(?:modulepreload" href=|import\(?\s*|component-url=|renderer-url=)"(\/assets\/[^"]+\.js)"/g;
    for (const [, src] of html.matchAll(modules)) if (src) pending.push(src);
  }
  const scripts = new Set<string>();
  for (let src = pending.pop(); src !== undefined; src = pending.pop()) {
    if (scripts.has(src)) continue;
    scripts.add(src);
    const code = await (await request.get(src)).text();
    for (const sentence of sentences) expect(code, `${src} carries a post body`).not.toContain(sentence);
    for (const [, relative] of code.matchAll(/\b(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      if (relative) pending.push(new URL(relative, `http://x${src}`).pathname);
    }
  }
  expect(scripts.size).toBeGreaterThan(5);
  const [first] = POSTS;
  const page = await (await request.get(`/blog/${first?.id}`)).text();
  expect(page).toContain(sentences[0]);
});

test("Continue Reading leads from the featured post to the two posts docs/product.md names", async ({
  page,
}) => {
  await page.goto(FEATURED);
  const more = page.getByRole("region", { name: "Continue Reading" });
  await more.getByRole("link", { name: TITLES.conversion }).click();
  await expect(page).toHaveURL(/\/blog\/increase-conversion-rates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.conversion);
  await expect(
    page.getByRole("heading", { level: 2, name: "Where conversions are really lost" }),
  ).toBeVisible();

  await page.goto(FEATURED);
  await more.getByRole("link", { name: TITLES.costs }).click();
  await expect(page).toHaveURL(/\/blog\/reducing-support-costs$/);
  await expect(page.getByRole("heading", { level: 2, name: "Deflection is not resolution" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights on AI video support" })).toBeVisible();
});

/** A desktop browser without a share sheet, whose clipboard the test may read. */
async function withoutShareSheet(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, "share");
  });
}

test.describe("Share", () => {
  test("Without the Web Share API, Share copies the post's link and confirms it for 2 seconds", async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutShareSheet(page, context, baseURL);
    await page.goto(`${FEATURED}?utm_source=newsletter`);
    const status = page.getByRole("status");
    await expect(status).toHaveText("");

    await page.getByRole("button", { name: "Share" }).click();
    await expect(status).toHaveText("Link copied");
    expect(await clipboardText(page)).toBe(`${baseURL}${FEATURED}`);
    await expectNoA11yViolations(page);
    await expect(status).toHaveText("");
  });

  test("A click on Share that is the visitor's first interaction still copies the link", async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutShareSheet(page, context, baseURL);
    // The frame's own goto: the fixture's interacts first (e2e/support/test.ts), and the page's
    // islands wait for an interaction (web/site/), so this click is what starts them.
    await page.mainFrame().goto(FEATURED);
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status")).toHaveText("Link copied");
    expect(await clipboardText(page)).toBe(`${baseURL}${FEATURED}`);
  });

  test("With the Web Share API, Share hands the post to the system share sheet", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // A stand-in for the system share sheet that records what the page shared.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto(FEATURED);
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));

    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([
        {
          title: TITLES.featured,
          text: expect.stringMatching(/^Text chatbots made answers faster/),
          url: `${baseURL}${FEATURED}`,
        },
      ]);
    await expect(page.getByRole("status")).toHaveText("");
    expect(await clipboardText(page)).toBe("untouched");
  });
});

test("An unknown post shows 'Blog Post Not Found' with status 404 and a way back to the blog", async ({
  page,
}) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  // The view is in the page as sent, not drawn later by a script.
  const sent = (await response?.text()) ?? "";
  expect(sent).toContain("Blog Post Not Found</h1>");
  // An apostrophe in text needs no escape; the renderer may write it either way.
  expect(sent.replaceAll("&#x27;", "'")).toContain(
    "The blog post you're looking for doesn't exist or has been removed.",
  );
  await expect(page).toHaveTitle(/Avatalk/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  await expect(
    main.getByText("The blog post you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await main.getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights on AI video support" })).toBeVisible();
});

test("The blog's RSS feed lists the four posts, and the sitemap dates them", async ({ request, baseURL }) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(4);
  expect(xml).toContain("<title>Knowledge Base Habits for Accurate &amp; Trusted Answers</title>");
  expect(xml).toContain(`<link>${baseURL}${FEATURED}</link>`);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const post of POSTS) {
    expect(sitemap).toMatch(
      new RegExp(`<loc>${baseURL}/blog/${post.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  }
});
