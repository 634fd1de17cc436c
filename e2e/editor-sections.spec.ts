/**
 * Pages made of sections in the content editor (Sveltia CMS's list with types), in its local mode
 * (e2e/support/cms.ts), without a rebuild (test/build/ checks the built landing page):
 *
 * - a landing page created as an editor does, each section added from the list's menu of types:
 *   hero, client logos (two logos uploaded), features, testimonials, pricing, questions and answers,
 *   call to action and contact form; saved, its file lists them in that order and passes the check;
 * - on a Home whose testimonials come after the service cards, moving them above the cards (the
 *   drag handle, with the keyboard) changes only the moved section's lines of the file;
 * - a section added to a page is in the preview at once, before any save.
 */
import type { Locator, Page } from "@playwright/test";
import { parse, stringify } from "yaml";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { transparentPng } from "../test/pictures";
import {
  answerGitHubStatus,
  lineDiff,
  openEntry,
  openLocalRepository,
  readContentFiles,
  readLocalFiles,
  readLocalRepository,
  save,
  savedProblems,
} from "./support/cms";
import { allow404For, expect, test } from "./support/test";

const original = readContentFiles();

/** The page the first test creates, as the editor types it. */
const launch = { file: "content/site-pages/launch.md", address: "launch" };

// The editor asks the site whether the new page is published (for "View on Live Site"); it is not.
test.use({ allowedConsole: allow404For(`/${launch.address}/`) });

test.beforeEach(async ({ page }) => {
  await answerGitHubStatus(page);
});

/**
 * A field of the open entry by where its value goes in the file (`sections.1.items.0.name`: the
 * editor marks each field with it). The editor draws fields as they scroll into view, so this
 * scrolls the form until the field is there.
 */
async function at(page: Page, keyPath: string): Promise<Locator> {
  const group = page.locator(`[data-key-path="${keyPath}"]`);
  const form = page.getByRole("group", { name: /^Edit .* Content$/ });
  // The wheel scrolls whatever is under the pointer. The form grows as fields are drawn, so
  // waiting for it to hold still (as a plain hover does) can outlast the test under load.
  await form.hover({ position: { x: 40, y: 200 }, force: true });
  for (let i = 0; i < 80 && (await group.count()) === 0; i += 1) await page.mouse.wheel(0, 400);
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** Types `value` into the text box of the field at `keyPath`. */
async function fill(page: Page, keyPath: string, value: string): Promise<void> {
  await (await at(page, keyPath)).getByRole("textbox").first().fill(value);
}

/** Adds a section of the type labelled `label` at the end of the list, from its Add button's menu of types. */
async function addSection(page: Page, label: string): Promise<void> {
  const add = page
    .getByRole("group", { name: /Sections\W* Field/ })
    .getByRole("button", { name: /^Add\W*Sections/ })
    .last();
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await page.getByRole("menu", { name: "Select List Type" }).getByRole("menuitem", { name: label, exact: true }).click();
}

/** Adds an entry to the list at `keyPath` (a section's cards, quotes, plans …). */
async function addItem(page: Page, keyPath: string): Promise<void> {
  const list = await at(page, keyPath);
  const before = await page.locator(`[data-key-path^="${keyPath}."]`).count();
  await list
    .getByRole("button", { name: /^Add\W/ })
    .last()
    .click();
  await expect.poll(() => page.locator(`[data-key-path^="${keyPath}."]`).count()).toBeGreaterThan(before);
}

/** Chooses `name` in the icon field at `keyPath` (a long list: typed to filter it). */
async function chooseIcon(page: Page, keyPath: string, name: string): Promise<void> {
  const box = (await at(page, keyPath)).getByRole("combobox");
  await box.click();
  await page.keyboard.type(name);
  await page.getByRole("option", { name, exact: true }).filter({ visible: true }).click();
  await expect(box).toHaveText(name);
}

/** Uploads a picture into the image field at `keyPath`, as an editor does: Browse, Upload, Insert. */
async function uploadPicture(page: Page, keyPath: string, name: string, buffer: Buffer): Promise<void> {
  const field = await at(page, keyPath);
  await field.getByRole("button", { name: "Browse" }).click();
  const library = page.getByRole("dialog", { name: /Select Image/ });
  await expect(library).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await library.getByRole("button", { name: /Upload/ }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
  await expect(library.getByRole("option", { name })).toHaveAttribute("aria-selected", "true");
  await library.getByRole("button", { name: "Insert" }).click();
  await expect(field.getByText(`/images/uploads/${name}`)).toBeVisible();
}

/** The types of the sections of a created page's file (its front matter), in order. */
function sectionTypesIn(markdown: string): string[] {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1];
  if (front === undefined) throw new Error(`no front matter in:\n${markdown}`);
  return ((parse(front) as { sections?: { type: string }[] }).sections ?? []).map((section) => section.type);
}

test("a landing page made of eight sections from the editor's menu of types is saved in that order and passes the check @once", async ({
  page,
}) => {
  // Some forty fields typed and two pictures uploaded: 1.5 to 2.5 minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  await openLocalRepository(page, original);
  await page.goto("/admin/#/collections/site-pages/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });

  await fill(page, "title", "Launch your product in 12 weeks");
  await fill(page, "description", "A fixed-price launch package: design, build and go live with a web app in twelve weeks.");
  await fill(page, "address", launch.address);
  await (await at(page, "footerList")).getByRole("radio", { name: "none", exact: true }).check();
  await (await at(page, "footerOrder")).getByRole("spinbutton").fill("1");
  await fill(page, "updated", "2026-12-01");
  // A landing page: its header shows the logo and one button.
  await (await at(page, "landing")).getByRole("switch", { name: "Landing page" }).check();
  await (await at(page, "landingAction")).getByRole("checkbox", { name: /^Add\W*Header button/ }).check();
  await fill(page, "landingAction.label", "Book a call");
  await fill(page, "landingAction.to", "/contact");
  await fill(page, "body", "One team designs, builds and launches your web app at a fixed price.");

  await addSection(page, "Hero");
  await fill(page, "sections.0.heading", "Launch your product in 12 weeks");
  await fill(page, "sections.0.text", "One team designs, builds and launches your web app, then stays for three months.");

  await addSection(page, "Client logos");
  await fill(page, "sections.1.heading", "Trusted by teams like yours");
  // Two different files (the editor keeps one copy of a file uploaded twice, under its first name).
  const logos = [
    ["Northwind Traders", "northwind.png", 480],
    ["Contoso Health", "contoso.png", 400],
  ] as const;
  for (const [i, [client, file, width]] of logos.entries()) {
    await addItem(page, "sections.1.items");
    await fill(page, `sections.1.items.${i}.name`, client);
    await uploadPicture(page, `sections.1.items.${i}.logo.src`, file, await transparentPng(width, 240));
  }

  await addSection(page, "Features");
  await fill(page, "sections.2.heading", "What the package includes");
  const features = [
    ["pen", "Product design", "Two workshops, clickable prototypes and a design system."],
    ["code", "Web app build", "A fast, accessible web app on a stack your next developers know."],
  ] as const;
  for (const [i, [icon, heading, text]] of features.entries()) {
    await addItem(page, "sections.2.items");
    await chooseIcon(page, `sections.2.items.${i}.icon`, icon);
    await fill(page, `sections.2.items.${i}.heading`, heading);
    await fill(page, `sections.2.items.${i}.text`, text);
  }

  await addSection(page, "Testimonials");
  await fill(page, "sections.3.heading", "What our clients say");
  await addItem(page, "sections.3.items");
  await fill(page, "sections.3.items.0.quote", "They shipped the first version in eleven weeks and answered every call after launch.");
  await fill(page, "sections.3.items.0.name", "Dana Whitfield");
  await fill(page, "sections.3.items.0.role", "Head of Operations");
  await fill(page, "sections.3.items.0.company", "Northwind Traders");

  await addSection(page, "Pricing");
  await fill(page, "sections.4.heading", "Plans");
  await fill(page, "sections.4.currency", "USD");
  await fill(page, "sections.4.onRequest", "On request");
  await fill(page, "sections.4.recommendedLabel", "Most chosen");
  await addItem(page, "sections.4.plans");
  await fill(page, "sections.4.plans.0.name", "Launch");
  await (await at(page, "sections.4.plans.0.price")).getByRole("spinbutton").fill("48000");
  await addItem(page, "sections.4.plans.0.features");
  await fill(page, "sections.4.plans.0.features.0", "Web app and admin area");
  await fill(page, "sections.4.plans.0.action.label", "Choose Launch");
  await fill(page, "sections.4.plans.0.action.to", "/contact");

  await addSection(page, "Questions and answers");
  await fill(page, "sections.5.heading", "Questions");
  await addItem(page, "sections.5.items");
  await fill(page, "sections.5.items.0.question", "Who owns the code?");
  await fill(page, "sections.5.items.0.answer", "You do, from the first commit.");

  await addSection(page, "Call to action");
  await fill(page, "sections.6.heading", "Ready to launch?");
  await fill(page, "sections.6.text", "Tell us about your product. We reply within one working day.");
  await fill(page, "sections.6.action.label", "Start a conversation");
  await fill(page, "sections.6.action.to", "/contact");

  await addSection(page, "Contact form");
  await save(page);

  const saved = await readLocalRepository(page);
  expect(Object.keys(saved).sort()).toEqual([...Object.keys(original), launch.file].sort());
  const file = saved[launch.file]!;
  expect(sectionTypesIn(file)).toEqual(["hero", "logos", "features", "testimonials", "pricing", "faq", "call-to-action", "contact-form"]);
  expect(file).toMatch(/^landing: true\nlandingAction:\n {2}label: Book a call\n {2}to: \/contact$/m);
  // The uploaded logos are named in the file and are in the folder the site reads them from.
  const uploads = await readLocalFiles(page, "static/images/uploads");
  expect(Object.keys(uploads).sort()).toEqual(["static/images/uploads/contoso.png", "static/images/uploads/northwind.png"]);
  expect(savedProblems({ ...saved, ...uploads })).toEqual([]);
});

/** The lines of the section of type `type` in a built-in page's YAML (from its `  - type:` line to the next section's). */
function sectionLines(yaml: string, type: string): string {
  const match = new RegExp(`^ {2}- type: ${type}\\n(?: {4}.*\\n)*`, "m").exec(yaml);
  if (!match) throw new Error(`no ${type} section in:\n${yaml}`);
  return match[0];
}

test("on Home, testimonials moved above the service cards with the keyboard change only the moved lines of the file @once", async ({
  page,
}) => {
  const home = "content/pages/home.yaml";
  // Home with testimonials after the service cards, written as the editor writes YAML.
  const data = parse(original[home]!) as { sections: { type: string }[] };
  const services = data.sections.findIndex((section) => section.type === "services");
  data.sections.splice(services + 1, 0, {
    type: "testimonials",
    heading: "What our clients say",
    items: [
      {
        quote: "They shipped in eleven weeks and answered every call after launch.",
        name: "Dana Whitfield",
        role: "Head of Operations",
        company: "Northwind Traders",
      },
      {
        quote: "The workshops saved us from building two features nobody needed.",
        name: "Amir Haddad",
        role: "Product Lead",
        company: "Contoso Health",
      },
    ],
  } as { type: string });
  const before = stringify(data, yamlStringifyOptions);
  const servicesLines = sectionLines(before, "services");
  const testimonialsLines = sectionLines(before, "testimonials");
  // Nothing but the new section differs from the shipped file.
  expect(before.replace(testimonialsLines, "")).toBe(original[home]);
  await openLocalRepository(page, { ...original, [home]: before });
  await openEntry(page, "pages", "pages-home");

  // Collapsed, each section shows its type; its drag handle also moves it with the keyboard (ArrowUp: one place up).
  const list = await at(page, "sections");
  await list.getByRole("button", { name: "Collapse All" }).first().click();
  const headers = list.getByRole("button", { name: "Expand", exact: true });
  await expect(headers).toContainText(["Hero", "Selling points", "Statistics", "Service cards", "Testimonials", "Process steps"]);
  const labels = await headers.allTextContents();
  const handle = list.getByRole("button", { name: "Reorder Item" }).nth(labels.findIndex((label) => label.includes("Testimonials")));
  await handle.focus();
  await page.keyboard.press("ArrowUp");
  await expect(headers).toContainText(["Hero", "Selling points", "Statistics", "Testimonials", "Service cards", "Process steps"]);
  await save(page);

  const after = (await readLocalRepository(page))[home]!;
  expect(after).toBe(before.replace(servicesLines + testimonialsLines, testimonialsLines + servicesLines));
  // As git shows it: one block of lines out and the same block in, nothing else. The diff moves the shorter of the two
  // blocks that swapped places: the service cards' six lines, from above the testimonials to below them.
  const moved = servicesLines.trimEnd().split("\n");
  const from = before.split("\n").indexOf(moved[0]!) + 1;
  const to = after.split("\n").indexOf(moved[0]!) + 1;
  expect(to - from).toBe(testimonialsLines.trimEnd().split("\n").length);
  expect(lineDiff(before, after)).toEqual([
    ...moved.map((line, i) => ["-", from + i, line]),
    ...moved.map((line, i) => ["+", to + i, line]),
  ]);
});

test("a section added to the Contact page is in the preview at once, before it is saved @once", async ({ page }) => {
  const contact = "content/pages/contact.yaml";
  await openLocalRepository(page, original);
  await openEntry(page, "pages", "pages-contact");
  const preview = page.frameLocator('iframe[title="Content Preview"]');
  // The page's own sections are there first (its hero's heading).
  const sections = (parse(original[contact]!) as { sections: { type: string; heading?: string }[] }).sections;
  await expect(preview.getByRole("heading", { level: 1, name: sections[0]!.heading })).toBeVisible();
  const faq = sections.length;
  await addSection(page, "Questions and answers");
  await fill(page, `sections.${faq}.heading`, "Questions before you write");
  await addItem(page, `sections.${faq}.items`);
  await fill(page, `sections.${faq}.items.0.question`, "Do you sign a non-disclosure agreement?");
  await fill(page, `sections.${faq}.items.0.answer`, "Yes, before the first call if you like.");
  await expect(preview.getByRole("heading", { level: 2, name: "Questions before you write" })).toBeVisible();
  const question = preview.getByText("Do you sign a non-disclosure agreement?", { exact: true });
  await expect(question).toBeVisible();
  // A question opens to its answer, as on the site.
  await question.click();
  await expect(preview.getByText("Yes, before the first call if you like.")).toBeVisible();
  expect(await readLocalRepository(page)).toEqual(original);
});
