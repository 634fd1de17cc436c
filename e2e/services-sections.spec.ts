/**
 * The Services page's six sections: on wide screens the heading panel and the list swap sides
 * from one section to the next; on phones the panel (icon, heading, text) comes first, and no
 * picture box stands between it and the list.
 */
import type { Page } from "@playwright/test";
import { services } from "./support/content";
import { visit } from "./support/page";
import { expect, test } from "./support/test";

/** The services the page's service-details section shows, each a region of its own. */
const details = services.sections.filter((section) => section.type === "service-details").flatMap((section) => section.items ?? []);

/** For each service: where its heading and its first list entry are. */
async function sectionBoxes(page: Page) {
  const boxes = [];
  expect(details.length, "the Services page shows its services at length").toBe(6);
  for (const section of details) {
    const region = page.getByRole("region", { name: section.title, exact: true });
    const heading = await region.getByRole("heading", { level: 2 }).boundingBox();
    const item = await region.getByRole("listitem").first().boundingBox();
    const whole = await region.boundingBox();
    if (!heading || !item || !whole) throw new Error(`the section "${section.title}" is not on screen`);
    boxes.push({ title: section.title ?? "", heading, item, whole });
  }
  return boxes;
}

test("at 1280 px the heading panel swaps sides from one section to the next", { tag: "@desktop" }, async ({ page }) => {
  await visit(page, "/services/");
  const sides = (await sectionBoxes(page)).map(({ heading, item }) => (heading.x < item.x ? "heading left" : "heading right"));
  expect(sides).toEqual(["heading left", "heading right", "heading left", "heading right", "heading left", "heading right"]);
});

test("at 375 px each section shows its heading first, then its list right below", { tag: "@phone" }, async ({ page }) => {
  await visit(page, "/services/");
  for (const { title, heading, item, whole } of await sectionBoxes(page)) {
    expect(heading.y, `"${title}": the heading comes before the list`).toBeLessThan(item.y);
    // No picture box above it: the heading starts near the top of its section (the icon sits beside it).
    expect(heading.y - whole.y, `"${title}": nothing tall above the heading`).toBeLessThan(80);
  }
});
