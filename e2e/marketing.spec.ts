import { contactBand, homeSectionsCopy } from "#content/home.ts";
import { useCasesPage } from "#content/use-cases.ts";
import { expect, test } from "./support/test.ts";

/** docs/product.md §Routes: Home (sections, teaser, testimonials), Features and Use cases. */

test("The home page shows its sections in docs/product.md's order, each at its anchor", async ({ page }) => {
  await page.goto("/");
  const sections = await page
    .getByRole("main")
    .getByRole("region")
    .evaluateAll((regions) => regions.map((region) => region.id).filter(Boolean));
  expect(sections).toEqual(["features", "use-cases", "how-it-works", "pricing", "contact"]);

  await expect(
    page.getByRole("heading", { level: 2, name: "Support that looks, sounds and feels human" }),
  ).toBeVisible();
  // The home page's language count is 22 (docs/product.md §Product); the other count belongs to how-it-works.
  await expect(page.getByRole("main")).toContainText("22 languages");
  await expect(page.getByRole("main")).not.toContainText("30 languages");
});

test("The use-case teaser shows four industries and leads to all of them", async ({ page }) => {
  await page.goto("/#use-cases");
  const teaser = page.getByRole("region", { name: homeSectionsCopy.useCases.title });
  await expect(teaser).toBeInViewport();
  await expect(teaser.getByRole("heading", { level: 3 })).toHaveText([
    "E-commerce",
    "SaaS Platforms",
    "Professional Services",
    "Education",
  ]);

  await teaser.getByRole("link", { name: "View All Industries" }).click();

  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(page.getByRole("heading", { level: 1, name: "Built for every industry" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
});

test("Three testimonials each carry five stars that a screen reader hears as a rating", async ({ page }) => {
  await page.goto("/");
  const testimonials = page.getByRole("region", { name: homeSectionsCopy.testimonials.title });
  await expect(testimonials.getByRole("figure")).toHaveCount(3);
  await expect(testimonials.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(3);
  // They are examples, not customers' words, and the section says so where they are read.
  await expect(testimonials.getByText(homeSectionsCopy.testimonials.lead)).toBeVisible();
});

test("The features page, reached from the header, shows eight feature cards", async ({ page }) => {
  await page.goto("/");
  // A client-side navigation: the page's copy arrives from its prerendered loader data.
  await page.getByRole("banner").getByRole("link", { name: "Features" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Everything your website needs to feel human" }),
  ).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(
    "Video avatars that speak your answers",
  );
});

test("The use cases page lists six industries, and 'Get Started Today' lands on the contact section", async ({
  page,
}) => {
  await page.goto("/use-cases");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    useCasesPage.cards.map((card) => card.title),
  );
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "E-commerce",
    "SaaS onboarding",
    "Financial services",
    "Healthcare",
    "Education",
    "HR/recruitment",
  ]);

  await page.getByRole("link", { name: "Get Started Today" }).click();

  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("region", { name: contactBand.title })).toBeInViewport();
});
