/**
 * The contact form's delivering modes, each on a production build of its own (test/fixture-builds.ts):
 *
 * - `endpoint`: the build posts to a stand-in form service on 127.0.0.1 (support/form-receiver.ts),
 *   served with its real headers (Content-Security-Policy included) by e2e/server.ts. With
 *   JavaScript on and off: every field arrives by POST, the visitor sees success only when the
 *   service has the message, an error (with everything typed kept) when it answers 500, and no
 *   field value ever appears in the page's address.
 * - `netlify`: the built HTML has what Netlify's form detection needs, and the thank-you page exists.
 *   The long-content fixture delivers this way (test/fixture-builds.ts), so its texts are expected.
 *
 * Both on every page with the form (support/form-pages.ts): one whose subject is pre-filled sends it
 * unless the visitor changes it.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import { parse } from "yaml";
import { longContentDir, longContentPublic, picturesPort, receiverPort } from "../test/fixture-builds";
import { contact, settings } from "./support/content";
import { describeFormPage, formBuilds, formPages, isOpeningPage, pagesWithForm, type FormPage } from "./support/form-pages";
import { startFormReceiver, type FormReceiver } from "./support/form-receiver";

// The pictures fixture's form posts to the receiver (test/fixture-builds.ts).
const site = `http://127.0.0.1:${picturesPort()}`;
const receiverOrigin = `http://127.0.0.1:${receiverPort()}`;
const typed = { email: "visitor@example.com", subject: "Website for a bakery 5c2e", message: "Hello 5c2e,\nwe need a shop & a blog." };

// One receiver on a fixed port: these tests run one after the other, in one worker.
test.describe.configure({ mode: "serial" });

let receiver: FormReceiver;
test.beforeAll(async () => {
  receiver = await startFormReceiver(receiverPort(), site);
});
test.afterAll(async () => {
  await receiver?.close();
});
test.beforeEach(() => {
  receiver.received.length = 0;
  receiver.failing = false;
});

/** A page with the form on the endpoint build, recording requests, console errors and CSP violations. */
async function openForm(browser: Browser, javaScript: boolean, formPage: FormPage) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const requests: Request[] = [];
  const problems: string[] = [];
  page.on("request", (r) => requests.push(r));
  page.on("console", (m) => {
    // The browser logs the 500 it was sent on purpose as a failed resource.
    if (m.type() === "error" && !/status of 500/.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  const response = await page.goto(`${site}${formPage.path}`);
  expect(response?.status()).toBe(200);
  return { context, page, requests, problems };
}

function fields(page: Page, copy?: FormPage["copy"]) {
  const form = page.getByRole("form", { name: copy?.heading ?? contact.form.heading });
  return {
    form,
    email: form.getByLabel(copy?.emailLabel ?? contact.form.emailLabel),
    subject: form.getByLabel(copy?.subjectLabel ?? contact.form.subjectLabel),
    message: form.getByLabel(copy?.messageLabel ?? contact.form.messageLabel),
    submit: form.getByRole("button", { name: copy?.submitLabel ?? contact.form.submitLabel }),
  };
}

/** What the visitor types: a pre-filled subject is kept as it is. */
async function fillIn(page: Page, formPage: FormPage) {
  const f = fields(page, formPage.copy);
  await f.email.fill(typed.email);
  if (formPage.subject) await expect(f.subject).toHaveValue(formPage.subject);
  else await f.subject.fill(typed.subject);
  await f.message.fill(typed.message);
  return f;
}

/** The fields as the visitor left them. */
const sent = (formPage: FormPage) => ({ ...typed, subject: formPage.subject ?? typed.subject });

/** No request the page made, and not the page's own address, holds what was typed in its URL. */
function expectNoFieldInAnyUrl(page: Page, requests: Request[]) {
  const urls = [page.url(), ...requests.map((r) => r.url())].map((u) => decodeURIComponent(u));
  expect(urls.filter((u) => u.includes("5c2e") || u.includes("visitor@example.com"))).toEqual([]);
}

function expectArrived(formPage: FormPage) {
  expect(receiver.received).toHaveLength(1);
  const [message] = receiver.received;
  expect(message?.method).toBe("POST");
  expect(message?.path).toBe("/messages");
  expect(message?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  // Every field, as typed, and the empty honeypot. (A form the browser submits sends the textarea's
  // line break as CRLF, the script's request as LF: both are the same text.)
  const fieldsSent = { ...message?.fields, message: message?.fields.message?.replace(/\r\n/g, "\n") };
  expect(fieldsSent).toEqual({ ...sent(formPage), _gotcha: "" });
}

for (const formPage of formPages("endpoint"))
  test.describe(`formDelivery: endpoint, ${describeFormPage(formPage)} @once`, () => {
    const openContact = (browser: Browser, javaScript: boolean) => openForm(browser, javaScript, formPage);
    const pageUrl = `${site}${formPage.path}`;

    test("the policy lets the form post and fetch only to the form service (and back to the site)", async ({ request }) => {
      const response = await request.get(pageUrl);
      // The page's own policy is in its <meta> (the header's limits nothing a page loads).
      const policy = (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? "").replace(
        /&amp;/g,
        "&",
      );
      // 'self' too: the service sends the visitor back to the thank-you page, and browsers apply form-action to that redirect.
      expect(`${policy};`).toContain(`form-action 'self' ${receiverOrigin};`);
      expect(policy).toContain(`connect-src 'self' ${receiverOrigin};`);
    });

    test("with JavaScript: the message arrives by POST, success shows on the page, the address stays clean", async ({ browser }) => {
      const { context, page, requests, problems } = await openContact(browser, true);
      try {
        const f = await fillIn(page, formPage);
        await f.submit.click();
        // (Visible: both states are in the page from the start, hidden until the answer says which.)
        const success = page.getByRole("status");
        await expect(success.getByText(contact.form.successHeading)).toBeVisible();
        await expect(success.getByText(contact.form.successText)).toBeVisible();
        // Focus moves to the message, so screen reader and keyboard users are told too.
        await expect(page.locator(":focus")).toContainText(contact.form.successHeading);
        expectArrived(formPage);
        expect(receiver.received[0]?.accept).toContain("application/json");
        await expect(page).toHaveURL(pageUrl);
        await expect(page.getByText(contact.form.errorText, { exact: false })).toBeHidden();
        // Sent: the form is as the page came, ready for another message.
        await expect(f.subject).toHaveValue(formPage.subject ?? "");
        expectNoFieldInAnyUrl(page, requests);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test("with JavaScript: when the service fails, an error shows and everything typed is still there", async ({ browser }) => {
      receiver.failing = true;
      const { context, page, requests, problems } = await openContact(browser, true);
      try {
        const f = await fillIn(page, formPage);
        await f.submit.click();
        const error = page.getByRole("alert");
        await expect(error.getByText(contact.form.errorText, { exact: false })).toBeVisible();
        await expect(error.getByRole("link", { name: settings.contact.email })).toHaveAttribute("href", `mailto:${settings.contact.email}`);
        await expect(error.getByRole("link", { name: settings.contact.phone })).toHaveAttribute("href", settings.contact.phoneLink);
        await expect(page.getByText(contact.form.successHeading)).toBeHidden();
        await expect(f.email).toHaveValue(typed.email);
        await expect(f.subject).toHaveValue(sent(formPage).subject);
        await expect(f.message).toHaveValue(typed.message);
        await expect(f.submit).toBeEnabled();
        expect(receiver.received).toHaveLength(1);
        await expect(page).toHaveURL(pageUrl);
        expectNoFieldInAnyUrl(page, requests);
        expect(problems).toEqual([]);

        // Trying again once the service is back sends it and shows success.
        receiver.failing = false;
        await f.submit.click();
        await expect(page.getByRole("status").getByText(contact.form.successHeading)).toBeVisible();
        await expect(error.getByText(contact.form.errorText, { exact: false })).toBeHidden();
      } finally {
        await context.close();
      }
    });

    test("without JavaScript: the message arrives by POST and the visitor lands on the thank-you page", async ({ browser }) => {
      const { context, page, requests, problems } = await openContact(browser, false);
      try {
        const f = await fillIn(page, formPage);
        await f.submit.click();
        await expect(page).toHaveURL(`${site}/contact/thanks/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.thanks.heading);
        await expect(page.getByRole("main").getByText(contact.thanks.text)).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: contact.thanks.backLink.label })).toHaveAttribute(
          "href",
          "/contact/",
        );
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        expectArrived(formPage);
        expect(receiver.received[0]?.accept).not.toContain("application/json");
        expectNoFieldInAnyUrl(page, requests);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test("without JavaScript: when the service fails, the visitor sees its error, and going back finds the text kept", async ({
      browser,
    }) => {
      receiver.failing = true;
      const { context, page, requests } = await openContact(browser, false);
      try {
        const f = await fillIn(page, formPage);
        const [response] = await Promise.all([page.waitForResponse(`${receiverOrigin}/messages`), f.submit.click()]);
        expect(response.status()).toBe(500);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("The form service is down");
        await expect(page.getByText(contact.form.successHeading)).toHaveCount(0);
        expect(receiver.received).toHaveLength(1);
        await page.goBack();
        await expect(page).toHaveURL(pageUrl);
        await expect(f.email).toHaveValue(typed.email);
        await expect(f.subject).toHaveValue(sent(formPage).subject);
        await expect(f.message).toHaveValue(typed.message);
        expectNoFieldInAnyUrl(page, requests);
      } finally {
        await context.close();
      }
    });

    test("the browser checks the required fields first: nothing is sent", async ({ browser }) => {
      const { context, page, requests } = await openContact(browser, true);
      try {
        // Record what the browser does with the click: the fields it finds invalid (`invalid` events)
        // and whether it goes on to submit (a `submit` event, which comes before any request, the
        // page script's included). Both happen within the click, before click() returns.
        await page.evaluate(() => {
          const record = { invalid: [] as string[], submits: 0 };
          (window as unknown as { __e2eForm: typeof record }).__e2eForm = record;
          document.addEventListener("invalid", (e) => record.invalid.push((e.target as HTMLInputElement).name), true);
          document.addEventListener("submit", () => (record.submits += 1), true);
        });
        const requestsBefore = requests.length;
        const f = fields(page);
        await f.message.fill("Only a message");
        await f.submit.click();
        await expect(f.email).toBeFocused();
        expect(await f.email.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe("");
        // The browser refused the submission: it found the two empty required fields and never submitted.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __e2eForm: unknown }).__e2eForm), {
            message: "invalid fields and submit events after the click",
          })
          .toEqual({ invalid: formPage.subject ? ["email"] : ["email", "subject"], submits: 0 });
        expect(
          requests.slice(requestsBefore).map((r) => `${r.method()} ${r.url()}`),
          "requests after the click",
        ).toEqual([]);
        expect(receiver.received).toEqual([]);
        await expect(page.getByText(contact.form.successHeading)).toBeHidden();
      } finally {
        await context.close();
      }
    });

    test("the honeypot is there for robots, and out of reach for people", async ({ browser }) => {
      const { context, page } = await openContact(browser, true);
      try {
        const honeypot = page.locator('input[name="_gotcha"]');
        await expect(honeypot).toHaveCount(1);
        await expect(honeypot).toBeHidden();
        await expect(honeypot).toHaveAttribute("tabindex", "-1");
        // Tabbing through the form never lands on it.
        await fields(page).email.focus();
        for (let i = 0; i < 4; i += 1) {
          await page.keyboard.press("Tab");
          expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe("_gotcha");
        }
        // Screen readers do not see it either.
        await expect(page.getByRole("textbox", { name: contact.form.honeypotLabel })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });

// (The contact page itself is tested once per delivery mode, on one build.)
test("every page but the contact page with the form, in the builds these tests read, is listed in support/form-pages.ts or is a job opening's @once", () => {
  // The contact page in any language.
  const others = (paths: string[]) => paths.filter((p) => !/^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?contact\/$/.test(p)).sort();
  for (const build of formBuilds) {
    const listed = [build.publicDir, others(build.pages.map((p) => p.path))];
    const unlisted = (p: string) => listed[1]!.includes(p) || !isOpeningPage(build.publicDir, p);
    expect([build.publicDir, others(pagesWithForm(build.publicDir)).filter(unlisted)]).toEqual(listed);
  }
  for (const delivery of ["none", "endpoint", "netlify"] as const)
    expect([delivery, formPages(delivery).some((p) => p.path === "/contact/")]).toEqual([delivery, true]);
});

test("every job opening's page pre-fills a subject naming its position, in every build and language @once", () => {
  const openings = formBuilds.flatMap((build) =>
    pagesWithForm(build.publicDir)
      .filter((page) => isOpeningPage(build.publicDir, page))
      .map((page) => ({ page, html: fs.readFileSync(path.join(build.publicDir, page, "index.html"), "utf8") })),
  );
  expect(openings.length).toBeGreaterThan(20);
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
  for (const { page, html } of openings) {
    const title = decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");
    const subject = decode(/<input[^>]*name="subject"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? "");
    expect([page, title.length > 0 && subject.includes(title)]).toEqual([page, true]);
  }
});

test.describe("formDelivery: netlify @once", () => {
  const built = (file: string) => fs.readFileSync(path.join(longContentPublic, file), "utf8");
  const fixtureContact = parse(fs.readFileSync(path.join(longContentDir, "pages", "contact.yaml"), "utf8")) as typeof contact;

  test("the long-content fixture, which these tests read, delivers through Netlify Forms", () => {
    expect(fs.readFileSync(path.join(longContentDir, "settings.yaml"), "utf8")).toMatch(/^ {2}formDelivery: netlify$/m);
  });

  // Netlify keeps one list of fields per form name, from the forms it finds in the deployed HTML.
  const fieldNames = (html: string) => [...html.matchAll(/<(?:input|textarea)\b[^>]*\sname="([^"]+)"/g)].map((m) => m[1]);
  const contactFields = fieldNames(built("contact/index.html"));

  for (const formPage of formPages("netlify"))
    test(`${describeFormPage(formPage)} has the markup Netlify's form detection needs, the contact page's fields, and the policy for it`, async ({
      page,
    }) => {
      const html = built(`${formPage.path.slice(1)}index.html`);
      // Netlify reads the HTML as deployed, with no browser: check the markup itself.
      const form = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toMatch(/\sname="contact"/);
      expect(form).toMatch(/\sdata-netlify="true"/);
      expect(form).toMatch(/\snetlify-honeypot="_gotcha"/);
      expect(form).toMatch(/\smethod="post"/);
      expect(form).toMatch(/\saction="\/contact\/thanks\/"/);
      expect(html).toMatch(/<input type="hidden" name="form-name" value="contact"\/>/);
      expect(html).toMatch(/<input[^>]*name="_gotcha"/);
      for (const name of ["email", "subject", "message"]) expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*name="${name}"`));
      expect(fieldNames(html)).toEqual(contactFields);
      expect(html).toMatch(/form-action 'self'"/);

      // And in a browser, the same form as everywhere: labelled fields and the Send button.
      await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
      const rendered = page.getByRole("form", { name: formPage.copy?.heading ?? fixtureContact.form.heading });
      await expect(rendered.getByLabel(formPage.copy?.emailLabel ?? fixtureContact.form.emailLabel)).toBeVisible();
      await expect(rendered.getByRole("button", { name: formPage.copy?.submitLabel ?? fixtureContact.form.submitLabel })).toBeVisible();
      // What Netlify is sent without a script: the subject as the page pre-fills it.
      await expect(rendered.getByLabel(formPage.copy?.subjectLabel ?? fixtureContact.form.subjectLabel)).toHaveValue(
        formPage.subject ?? "",
      );
    });

  test("it has the thank-you page Netlify shows after a message, kept out of search results", () => {
    const thanks = built("contact/thanks/index.html");
    expect(thanks).toContain(fixtureContact.thanks.heading);
    expect(thanks).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);
    expect(built("sitemap.xml")).not.toContain("/contact/thanks/");
    expect(built("contact/index.html")).toMatch(/form-action 'self'"/);
  });
});
