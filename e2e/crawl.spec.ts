/**
 * A crawl from the home page and the 404 page: every internal link on every page reached leads
 * to a page that answers 200 (straight away, without a redirect), every same-page fragment has
 * its target, and every mail, phone and messaging link is well-formed. The markup is the same
 * at every width, so this runs once.
 */
import type { APIRequestContext } from "@playwright/test";
import { settings } from "./support/content";
import { linksOn, visit, type LinkInfo } from "./support/page";
import { allow404For, expect, test } from "./support/test";

const start404 = "/crawl-start-not-found/";

test.use({ allowedConsole: allow404For(start404) });

/** What is wrong with one outbound link (mailto:, tel:, http(s): to another site), or null. */
function outboundProblem(link: LinkInfo): string | null {
  const { href } = link;
  if (href.startsWith("mailto:")) {
    const address = decodeURIComponent(href.slice("mailto:".length).split("?")[0] ?? "");
    return /^[^\s@,;]+@[^\s@,;]+\.[a-z]{2,}$/i.test(address) ? null : `mailto link has no valid address: "${address}"`;
  }
  if (href.startsWith("tel:")) {
    const number = href.slice("tel:".length);
    if (!/^\+?[\d\s().-]+$/.test(number)) return `tel link has characters other than digits: "${number}"`;
    return number.replace(/\D/g, "").length >= 7 ? null : `tel link has too few digits: "${number}"`;
  }
  if (/^https?:\/\//i.test(href)) {
    const problems: string[] = [];
    if (!href.startsWith("https://")) problems.push("is not https");
    if (/^https:\/\/wa\.me\//i.test(href) && !/^https:\/\/wa\.me\/\d{7,15}(\?text=[^&]*)?$/.test(href))
      problems.push("is not wa.me/<digits>");
    if (link.target !== "_blank") problems.push(`opens in the same tab (target=${link.target ?? "none"})`);
    const rel = (link.rel ?? "").split(/\s+/);
    if (!rel.includes("noopener") || !rel.includes("noreferrer")) problems.push(`rel="${link.rel ?? ""}" lacks noopener and/or noreferrer`);
    return problems.length ? problems.join("; ") : null;
  }
  return `unexpected kind of link`;
}

async function statusOf(
  request: APIRequestContext,
  url: string,
  cache: Map<string, Promise<{ status: number; type: string; location?: string }>>,
) {
  let result = cache.get(url);
  if (!result) {
    result = request
      .get(url, { maxRedirects: 0 })
      .then((r) => ({ status: r.status(), type: r.headers()["content-type"] ?? "", location: r.headers()["location"] }));
    cache.set(url, result);
  }
  return result;
}

test("every link on every page works", { tag: "@once" }, async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const queue = ["/", start404];
  const visited = new Set<string>();
  const statuses = new Map<string, Promise<{ status: number; type: string; location?: string }>>();
  const problems: string[] = [];
  const seen = { internal: 0, mailto: 0, tel: 0, messaging: 0, external: 0 };

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    await visit(page, path);
    const ids = new Set(await page.locator("[id]").evaluateAll((els) => els.map((e) => e.id)));

    for (const link of await linksOn(page)) {
      const where = `on ${path}, link "${link.text || link.label || link.href}" (href="${link.href}")`;
      if (!link.href || link.href.startsWith("javascript:")) {
        problems.push(`${where}: has no usable href`);
        continue;
      }
      if (link.href.startsWith("#")) {
        if (link.href.length > 1 && !ids.has(decodeURIComponent(link.href.slice(1))))
          problems.push(`${where}: no element with that id on the page`);
        continue;
      }
      const url = new URL(link.resolved);
      if (url.origin === origin) {
        seen.internal += 1;
        const target = url.pathname + url.search;
        const { status, type, location } = await statusOf(request, `${origin}${target}`, statuses);
        if (status !== 200) {
          problems.push(`${where}: answers ${status}${location ? ` → ${location}` : ""}`);
        } else if (type.startsWith("text/html") && !visited.has(url.pathname) && !url.search) {
          queue.push(url.pathname);
        }
        continue;
      }
      if (link.href.startsWith("mailto:")) seen.mailto += 1;
      else if (link.href.startsWith("tel:")) seen.tel += 1;
      else if (link.href.startsWith("https://wa.me/")) seen.messaging += 1;
      else seen.external += 1;
      const problem = outboundProblem(link);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }

  expect(problems, `Broken or malformed links:\n${problems.join("\n")}`).toEqual([]);
  // The crawl reached the four routes and found the footer's contact links, so the checks above were not vacuous.
  expect([...visited].sort()).toEqual(expect.arrayContaining(["/", "/about/", "/services/", "/contact/"]));
  expect(seen.mailto, "mailto links found").toBeGreaterThan(0);
  expect(seen.tel, "tel links found").toBeGreaterThan(0);
  expect(seen.messaging, "messaging links found").toBeGreaterThan(0);
});

test("the contact links point at the addresses in settings.yaml", { tag: "@once" }, async ({ page }) => {
  await visit(page, "/contact/");
  const main = page.getByRole("main");
  // Every e-mail and phone link in the page (the cards, and the contact form's note or error message).
  for (const [name, href] of [
    [settings.contact.email, `mailto:${settings.contact.email}`],
    [settings.contact.phone, settings.contact.phoneLink],
  ]) {
    const links = main.getByRole("link", { name, exact: true });
    expect(await links.count(), `links named ${name}`).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", href as string);
  }
  await expect(main.getByRole("link", { name: settings.contact.messagingLabel })).toHaveAttribute("href", settings.contact.messagingUrl);
  // The footer repeats them on every page.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: settings.contact.email })).toHaveAttribute("href", `mailto:${settings.contact.email}`);
  await expect(footer.getByRole("link", { name: settings.contact.phone })).toHaveAttribute("href", settings.contact.phoneLink);
});
