/**
 * The contact form as the site ships it: three labelled fields, validation by the browser, and
 * (with `formDelivery: none`, the content's setting) a form that does not pretend: it says up front
 * that it sends nothing from the site, opens the visitor's e-mail app with the message, never shows
 * a success state and never puts what was typed into the page's address, on every page with the form
 * (support/form-pages.ts). The delivering modes (endpoint, Netlify) are tested on builds of their
 * own: contact-delivery.spec.ts.
 * In Firefox and WebKit: the same three labelled fields, and the browser's own check of an empty form.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { contact, settings } from "./support/content";
import { describeFormPage, formPages, type FormPage } from "./support/form-pages";
import { visit } from "./support/page";
import { expect, test } from "./support/test";
import { engines, test as engineTest } from "./support/engine-test";
import { clickOn } from "./support/engines/tab";

function form(page: Page, copy?: FormPage["copy"]) {
  const f = page.getByRole("form", { name: copy?.heading ?? contact.form.heading });
  return {
    form: f,
    email: f.getByLabel(copy?.emailLabel ?? contact.form.emailLabel),
    subject: f.getByLabel(copy?.subjectLabel ?? contact.form.subjectLabel),
    message: f.getByLabel(copy?.messageLabel ?? contact.form.messageLabel),
    submit: f.getByRole("button", { name: copy?.noDeliverySubmitLabel ?? contact.form.noDeliverySubmitLabel }),
  };
}

const validationMessage = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.validationMessage);

// Chromium's tests, in a block of their own so that this hook does not reach the engine tests below.
test.describe(() => {
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
    expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch), "the e-mail is rejected as not an address").toBe(
      true,
    );
    expect(await validationMessage(f.email)).not.toBe("");
    await expect(page).toHaveURL("/contact/");
    expect(requests.slice(before).filter((r) => r.isNavigationRequest())).toEqual([]);
  });

  test.describe("with no delivery set up (formDelivery: none)", () => {
    test.beforeAll(() => expect(settings.contact.formDelivery ?? "none", "the content ships with formDelivery none").toBe("none"));

    test("says before anything is typed that it sends nothing from the site, and offers the e-mail and phone", async ({ page }) => {
      const f = form(page);
      const note = page.locator("#contact-form-note");
      await expect(note).toBeVisible();
      await expect(note).toContainText(contact.form.noDeliveryNote);
      await expect(f.form).toHaveAccessibleDescription(
        new RegExp(contact.form.noDeliveryNote.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      await expect(note.getByRole("link", { name: settings.contact.email })).toHaveAttribute("href", `mailto:${settings.contact.email}`);
      await expect(note.getByRole("link", { name: settings.contact.phone })).toHaveAttribute("href", settings.contact.phoneLink);
      await expect(f.form).toHaveAttribute("method", "post");
      await expect(page.getByText(contact.form.successHeading)).toHaveCount(0);
    });

    for (const formPage of formPages("none"))
      for (const javaScript of [true, false]) {
        test(`${describeFormPage(formPage)}: opens the e-mail app with the message, shows no success and keeps the text and the address (JavaScript ${javaScript ? "on" : "off"})`, async ({
          browser,
          baseURL,
        }) => {
          const address = `${formPage.site ?? ""}${formPage.path}`;
          const subject = formPage.subject ?? "e2e subject 7d41";
          const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL });
          const page = await context.newPage();
          const requests: Request[] = [];
          page.on("request", (r) => requests.push(r));
          try {
            await page.goto(address);
            const f = form(page, formPage.copy);
            await f.email.fill("visitor@example.com");
            if (formPage.subject) await expect(f.subject).toHaveValue(subject);
            else await f.subject.fill(subject);
            await f.message.fill("e2e message 7d41\nsecond line");
            const mailto = page.waitForEvent("request", (r) => r.url().startsWith("mailto:"));
            await f.submit.click();
            const handedOver = new URL((await mailto).url());
            // What the e-mail app receives: to the company, with what was typed.
            expect(handedOver.pathname).toBe(settings.contact.email);
            const mail = decodeURIComponent(handedOver.search);
            expect(mail).toContain(subject);
            expect(mail).toContain("e2e message 7d41");
            // The e-mail's subject line: without a script, a page's pre-filled subject comes from the form's address.
            if (javaScript || formPage.subject) expect(handedOver.searchParams.get("subject")).toBe(subject);

            await expect(page).toHaveURL(address);
            await expect(f.message).toHaveValue("e2e message 7d41\nsecond line");
            await expect(f.subject).toHaveValue(subject);
            await expect(page.getByText(contact.form.successHeading)).toHaveCount(0);
            // Nothing that went over the network carries what was typed.
            const carrying = requests.filter(
              (r) => !r.url().startsWith("mailto:") && `${decodeURIComponent(r.url())} ${r.postData() ?? ""}`.includes("7d41"),
            );
            expect(carrying.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
  });
});

type FieldMarkup = { label: string; shown: boolean; tag: string; type: string; required: boolean };

/** The form named `heading` and its labelled fields, read in the page (null when there is no such form). */
function formMarkup({ heading, labels }: { heading: string; labels: string[] }) {
  const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const form = Array.from(document.forms).find(
    (f) => text(document.getElementById(f.getAttribute("aria-labelledby") ?? "")) === heading || f.getAttribute("aria-label") === heading,
  );
  if (!form) return null;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return getComputedStyle(el).visibility !== "hidden" && box.width > 0 && box.height > 0;
  };
  const fields: FieldMarkup[] = labels.map((label) => {
    const element = Array.from(form.querySelectorAll("label")).find((l) => text(l).startsWith(label));
    const control = element?.control as HTMLInputElement | HTMLTextAreaElement | null | undefined;
    return {
      label,
      shown: !!element && shown(element) && !!control && shown(control),
      tag: control?.tagName.toLowerCase() ?? "(none)",
      type: control?.type ?? "(none)",
      required: control?.required ?? false,
    };
  });
  return { fields, controls: form.querySelectorAll("input:not([type=hidden]), textarea, select").length, method: form.method };
}

/** After a click on Send: where focus is, and whether the form is invalid. */
function afterEmptySubmit() {
  const active = document.activeElement as HTMLInputElement | null;
  return {
    focused: active?.type ?? active?.tagName ?? null,
    invalid: document.querySelector("form:invalid") !== null,
    address: location.pathname,
  };
}

engineTest(`has three fields with visible labels and the right types, and an empty one is not sent ${engines}`, async ({ tab, site }) => {
  await tab.goto(`${site}/contact/`);
  const { heading, emailLabel, subjectLabel, messageLabel } = contact.form;
  const found = await tab.evaluate(formMarkup, { heading, labels: [emailLabel, subjectLabel, messageLabel] });
  expect(found, `the form named "${heading}" in ${tab.engine}`).toEqual({
    fields: [
      { label: emailLabel, shown: true, tag: "input", type: "email", required: true },
      { label: subjectLabel, shown: true, tag: "input", type: "text", required: true },
      { label: messageLabel, shown: true, tag: "textarea", type: "textarea", required: false },
    ],
    controls: 3,
    method: "post",
  });
  await clickOn(tab, "form button[type=submit]");
  await expect
    .poll(() => tab.evaluate(afterEmptySubmit, null), {
      message: `an empty form in ${tab.engine}: focus on the e-mail field, nothing sent`,
    })
    .toEqual({ focused: "email", invalid: true, address: "/contact/" });
});
