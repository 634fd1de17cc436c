/**
 * The contact form: three labelled fields, validation by the browser only, and a submission that
 * sends nothing by script and nothing to another site.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { contact } from "./support/content";
import { visit } from "./support/page";
import { expect, test } from "./support/test";

function form(page: Page) {
  const f = page.getByRole("form", { name: contact.form.heading });
  return {
    form: f,
    email: f.getByLabel(contact.form.emailLabel),
    subject: f.getByLabel(contact.form.subjectLabel),
    message: f.getByLabel(contact.form.messageLabel),
    submit: f.getByRole("button", { name: contact.form.submitLabel }),
  };
}

const validationMessage = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.validationMessage);

test.beforeEach(async ({ page }) => {
  await visit(page, "/contact/");
});

test("has three fields with visible labels and the right types", async ({ page }) => {
  const f = form(page);
  await expect(f.form).toBeVisible();
  for (const label of [contact.form.emailLabel, contact.form.subjectLabel, contact.form.messageLabel]) {
    await expect(f.form.locator("label", { hasText: label })).toBeVisible();
  }
  await expect(f.form.locator("input:not([type=hidden]), textarea, select")).toHaveCount(3);

  await expect(f.email).toBeVisible();
  await expect(f.email).toHaveAttribute("type", "email");
  await expect(f.email).toHaveJSProperty("required", true);

  await expect(f.subject).toBeVisible();
  await expect(f.subject).toHaveJSProperty("required", true);
  await expect(f.subject).toHaveJSProperty("type", "text");

  await expect(f.message).toBeVisible();
  await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(f.message).toHaveJSProperty("required", false);
});

test("an empty submission is blocked by the browser", async ({ page, requests }) => {
  const f = form(page);
  const before = requests.length;
  await f.submit.click();
  // The browser focuses the first invalid field instead of submitting.
  await expect(f.email).toBeFocused();
  await expect(f.email.and(page.locator(":invalid"))).toHaveCount(1);
  await expect(f.subject.and(page.locator(":invalid"))).toHaveCount(1);
  await expect(f.message.and(page.locator(":valid"))).toHaveCount(1);
  await expect(f.form.and(page.locator(":invalid"))).toHaveCount(1);
  expect(await validationMessage(f.email)).not.toBe("");
  expect(await validationMessage(f.subject)).not.toBe("");
  await expect(page).toHaveURL("/contact/");
  expect(requests.slice(before).filter((r) => r.isNavigationRequest())).toEqual([]);
});

test("an invalid e-mail address is blocked by the browser", async ({ page, requests }) => {
  const f = form(page);
  await f.email.fill("not-an-email");
  await f.subject.fill("A project");
  const before = requests.length;
  await f.submit.click();
  await expect(f.email).toBeFocused();
  await expect(f.email.and(page.locator(":invalid"))).toHaveCount(1);
  await expect(f.subject.and(page.locator(":valid"))).toHaveCount(1);
  expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch), "the e-mail is rejected as not an address").toBe(true);
  expect(await validationMessage(f.email)).not.toBe("");
  await expect(page).toHaveURL("/contact/");
  expect(requests.slice(before).filter((r) => r.isNavigationRequest())).toEqual([]);
});

test("a valid submission sends nothing by script and nothing to another site", async ({ page, requests, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const f = form(page);
  const email = "visitor@example.com";
  const subject = "e2e subject 7d41";
  await f.email.fill(email);
  await f.subject.fill(subject);
  await f.message.fill("e2e message 7d41");
  const before = requests.length;
  await f.submit.click();
  // The form's action is a placeholder on this site: the browser navigates there with the fields.
  await expect(page).toHaveURL(/[?&]email=/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.hero.heading);

  const after = requests.slice(before);
  const describe = (r: Request) => `${r.method()} ${r.resourceType()} ${r.url()}`;
  const foreign = after.filter((r) => !/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== origin);
  expect(foreign.map(describe), "requests to other origins").toEqual([]);

  const navigation = after.findIndex((r) => r.isNavigationRequest());
  const beforeNavigation = navigation === -1 ? after : after.slice(0, navigation);
  expect(
    beforeNavigation.filter((r) => ["fetch", "xhr"].includes(r.resourceType())).map(describe),
    "fetch/XHR before the page changed",
  ).toEqual([]);

  // After the navigation Gatsby loads the landing page's data from this site
  // (/page-data/contact/page-data.json, with the address's query string): that is the page
  // loading, not the form sending. Nothing else may carry what was typed.
  const landingPageData = (r: Request) =>
    ["fetch", "xhr"].includes(r.resourceType()) && r.method() === "GET" && new URL(r.url()).pathname.startsWith("/page-data/");
  const carrying = after.filter((r) => `${decodeURIComponent(r.url())} ${r.postData() ?? ""}`.includes("7d41"));
  // One navigation submits the form (a redirect it follows, e.g. to add the trailing slash, is part of it).
  expect(
    carrying.filter((r) => r.isNavigationRequest() && !r.redirectedFrom()).map(describe),
    "the navigation that submits the form",
  ).toHaveLength(1);
  expect(
    carrying.filter((r) => !r.isNavigationRequest() && !landingPageData(r)).map(describe),
    "requests other than the navigation that carry the form data",
  ).toEqual([]);
});
