/** @jest-environment node */
/**
 * The redirects (content/redirects.yaml, redirects.ts): what the check says of each mistake, naming the
 * file, line, entry and field, and the checked list the build gives the host.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../check";
import { loadContent } from "../load";
import { formatProblem } from "../problems";
import { planSite } from "../publish";
import { goneAddresses, hostRedirects, redirectsOf } from "../redirects";

const root = path.resolve(__dirname, "../../..");
let dir: string;

beforeAll(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "redirects-")), "content");
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
});
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

/** The model with these lines as content/redirects.yaml. */
function withRedirects(lines: string) {
  fs.writeFileSync(path.join(dir, "redirects.yaml"), `redirects:\n${lines}`);
  return loadContent(dir);
}
const problemsOf = (lines: string) =>
  checkContent(withRedirects(lines))
    .problems.filter((p) => p.file === "content/redirects.yaml")
    .map(formatProblem);

it("gives the build the redirects as written, with their status, and the addresses gone for good", () => {
  const lines = [
    "  - from: /old-page/\n    to: /about/\n",
    "  - from: /sale\n    to: https://shop.example.com/sale\n    kind: temporary\n",
    "  - from: /blog/*\n    to: /services/:splat\n",
    "  - from: /retired-offer/\n    gone: true\n",
  ].join("");
  const model = withRedirects(lines);
  expect(checkContent(model).problems.filter((p) => p.file === "content/redirects.yaml")).toEqual([]);
  expect(redirectsOf(model)).toEqual([
    { from: "/old-page/", to: "/about/", status: 301 },
    { from: "/sale", to: "https://shop.example.com/sale", status: 302 },
    { from: "/blog/*", to: "/services/:splat", status: 301 },
  ]);
  expect(goneAddresses(model)).toEqual(["/retired-offer/"]);
});

it("refuses a loop, naming each address on the way", () => {
  expect(problemsOf("  - from: /a/\n    to: /b/\n  - from: /b\n    to: /a\n")).toEqual([
    "content/redirects.yaml:3: entry redirects #1: to: leads in a loop (/a/ → /b → /a/), so visitors would never arrive anywhere. Point it at the page that replaced it, and change the other redirects of the loop.",
    "content/redirects.yaml:5: entry redirects #2: to: leads in a loop (/b → /a/ → /b), so visitors would never arrive anywhere. Point it at the page that replaced it, and change the other redirects of the loop.",
  ]);
  expect(problemsOf("  - from: /a/\n    to: /a\n")).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "/a" is the old address itself, so visitors would never arrive anywhere. Point it at the page that replaced it.',
  ]);
});

it("refuses a chain, and says where to point the first redirect", () => {
  expect(problemsOf("  - from: /a/\n    to: /b/\n  - from: /b/\n    to: /c/\n  - from: /c/\n    to: /about/\n")).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "/b/" is itself redirected by redirect #2 (line 4), so visitors would be sent on twice. Point it straight at /about/.',
    'content/redirects.yaml:5: entry redirects #2: to: "/c/" is itself redirected by redirect #3 (line 6), so visitors would be sent on twice. Point it straight at /about/.',
  ]);
  expect(problemsOf("  - from: /a/\n    to: /blog/launch/\n  - from: /blog/*\n    to: /services/:splat\n")).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "/blog/launch/" is itself redirected by redirect #2 (line 4), so visitors would be sent on twice. Point it straight at /services/launch.',
  ]);
  expect(problemsOf("  - from: /a/\n    to: /b/\n  - from: /b/\n    gone: true\n")).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "/b/" is marked gone by redirect #2 (line 4), so visitors would arrive nowhere. Point it at a page that exists, or mark this old address gone too.',
  ]);
});

it("refuses an old address a published page has, or covers with a wildcard", () => {
  expect(problemsOf("  - from: /about/\n    to: /contact/\n  - from: /privacy-policy/*\n    to: /about/\n")).toEqual([
    'content/redirects.yaml:2: entry redirects #1: from: "/about/" is the address of a published page: a redirect and a page cannot share an address. Delete this redirect, or take the page down first (delete it, or change its address).',
    'content/redirects.yaml:4: entry redirects #2: from: "/privacy-policy/*" covers published pages (/privacy-policy): a redirect and a page cannot share an address. Make the old address narrower, or take those pages down first.',
  ]);
  expect(problemsOf("  - from: /admin/\n    to: /about/\n")).toEqual([
    'content/redirects.yaml:2: entry redirects #1: from: "/admin/" is where the site keeps the content editor, which a redirect would hide. Delete this redirect.',
  ]);
});

it("refuses a new address no page has, as every link is checked", () => {
  expect(problemsOf("  - from: /old/\n    to: /abuot/\n")).toEqual([
    expect.stringMatching(
      /^content\/redirects\.yaml:3: entry redirects #1: to: "\/abuot\/" leads to \/abuot, but no page of this site has that address: the page was deleted or its address changed\. Did you mean \/about\? /,
    ),
  ]);
});

it("refuses an old address that is not a path, and says how to write it", () => {
  const fix =
    "Write it from the site's root without the domain: a / first, then the address, with no spaces, ? or #. A * may end it, after a / (/blog/* is every address under /blog/).";
  expect(
    problemsOf(
      [
        "  - from: old-page/\n    to: /about/\n",
        "  - from: https://www.example.com/old/\n    to: /about/\n",
        "  - from: /old?id=2\n    to: /about/\n",
        "  - from: /blog*\n    to: /about/\n",
      ].join(""),
    ),
  ).toEqual([
    `content/redirects.yaml:2: entry redirects #1: from: "old-page/" is not an address of this site. Did you mean /old-page/? ${fix}`,
    `content/redirects.yaml:4: entry redirects #2: from: "https://www.example.com/old/" is not an address of this site. Write only what follows the domain: /old/ ${fix}`,
    `content/redirects.yaml:6: entry redirects #3: from: "/old?id=2" is not an address of this site. ${fix}`,
    `content/redirects.yaml:8: entry redirects #4: from: "/blog*" is not an address of this site. ${fix}`,
  ]);
});

it("refuses an http:// new address", () => {
  expect(problemsOf("  - from: /shop/\n    to: http://shop.example.com/\n")).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "http://shop.example.com/" is an http:// address, which browsers warn about and visitors leave. Write https://shop.example.com/ (every site that matters has it).',
  ]);
});

it("refuses two redirects from one address, with or without its last slash", () => {
  expect(problemsOf("  - from: /old/\n    to: /about/\n  - from: /old\n    to: /contact/\n")).toEqual([
    'content/redirects.yaml:4: entry redirects #2: from: "/old" is also the old address of redirect #1 (line 2) ("/old/": with or without the last /, it is one address), and one address can lead to one place only. Keep one of the two and delete the other.',
  ]);
});

it("refuses :splat without a wildcard, a gone address with a new one, and a redirect with neither", () => {
  expect(
    problemsOf("  - from: /old/\n    to: /services/:splat\n  - from: /gone/\n    to: /about/\n    gone: true\n  - from: /lost/\n"),
  ).toEqual([
    'content/redirects.yaml:3: entry redirects #1: to: "/services/:splat" holds :splat, which stands for what a * at the end of the old address matched, but "/old/" has none. End the old address with /* or write the new address in full.',
    'content/redirects.yaml:5: entry redirects #2: to: is written, but the old address is marked gone (gone: true), which leads nowhere. Delete this line, or the line "gone: true" to redirect it.',
    expect.stringMatching(/^content\/redirects\.yaml:7: entry redirects #3: to: is missing: it is needed unless gone is true\. /),
  ]);
});

/** Runs `test` with German added: settings.yaml names it, content/de/ is a copy of the content. */
function withGerman(test: () => void) {
  const settings = path.join(dir, "settings.yaml");
  const original = fs.readFileSync(settings, "utf8");
  fs.writeFileSync(settings, original.replace("    name: English\n", "    name: English\n  - code: de\n    name: Deutsch\n"));
  try {
    fs.cpSync(dir, path.join(dir, "..", "de"), { recursive: true });
    fs.renameSync(path.join(dir, "..", "de"), path.join(dir, "de"));
    test();
  } finally {
    fs.writeFileSync(settings, original);
    fs.rmSync(path.join(dir, "de"), { recursive: true, force: true });
  }
}

it("keeps the redirects in the default language's folder, for every language", () => {
  withGerman(() => {
    const problems = checkContent(withRedirects("  - from: /old/\n    to: /about/\n")).problems.filter((p) => p.file.includes("redirects"));
    expect(problems.map(formatProblem)).toEqual([
      "content/de/redirects.yaml: is written in the default language's folder only (content/redirects.yaml), for every language. Delete this copy.",
    ]);
  });
});

it("checks a redirect under another language's folder in that language alone", () => {
  withGerman(() => {
    fs.rmSync(path.join(dir, "de", "redirects.yaml"));
    const lines =
      "  - from: /de/altes/\n    to: /de/about/\n  - from: /de/alt/\n    to: /de/nope/\n  - from: /de/about/\n    to: /about/\n";
    const model = withRedirects(lines);
    expect(
      checkContent(model)
        .problems.filter((p) => p.file === "content/redirects.yaml")
        .map(formatProblem),
    ).toEqual([
      expect.stringMatching(
        /^content\/redirects\.yaml:5: entry redirects #2: to: In Deutsch \(under \/de\/\): "\/nope\/" leads to \/nope, but no page/,
      ),
      'content/redirects.yaml:6: entry redirects #3: from: "/de/about/" is the address of a published page: a redirect and a page cannot share an address. Delete this redirect, or take the page down first (delete it, or change its address).',
    ]);
    expect(redirectsOf(model)[0]).toEqual({ from: "/de/altes/", to: "/de/about/", status: 301 });
  });
});

describe("a page's former addresses (formerAddresses)", () => {
  const terms = "site-pages/terms-of-use.md";
  let original: string;
  beforeAll(() => (original = fs.readFileSync(path.join(dir, terms), "utf8")));
  afterEach(() => fs.writeFileSync(path.join(dir, terms), original));
  /** The model with these former addresses for the Terms of Use, and these lines as content/redirects.yaml. */
  function withFormer(former: string[], lines = " []\n") {
    const list = former.map((a) => `  - ${a}\n`).join("");
    fs.writeFileSync(
      path.join(dir, terms),
      original.replace("address: terms-of-use\n", `address: terms-of-use\nformerAddresses:\n${list}`),
    );
    return withRedirects(lines);
  }
  const termsProblems = (former: string[], lines?: string) =>
    checkContent(withFormer(former, lines))
      .problems.filter((p) => p.field === "formerAddresses")
      .map(formatProblem);

  it("redirects each one for good to the page's address, after the redirects file's", () => {
    const model = withFormer(["terms", "conditions"], "  - from: /old-page/\n    to: /about/\n");
    expect(checkContent(model).problems).toEqual([]);
    expect(hostRedirects(model, planSite(model))).toEqual([
      { from: "/old-page/", to: "/about/", status: 301 },
      { from: "/terms/", to: "/terms-of-use/", status: 301 },
      { from: "/conditions/", to: "/terms-of-use/", status: 301 },
    ]);
  });

  it("refuses one that is the page's own address, another page's, a redirect's, or where the site keeps its files", () => {
    expect(termsProblems(["terms-of-use", "about", "privacy", "admin"], "  - from: /privacy\n    to: /about/\n")).toEqual([
      `content/${terms}:6: formerAddresses: "/terms-of-use/" is this page's address now, not a former one. Delete it from the former addresses.`,
      `content/${terms}:7: formerAddresses: "/about/" is the address of a published page: visitors there see that page, so this former address would never send anyone on. Delete it from the former addresses, or take that page down first.`,
      `content/${terms}:8: formerAddresses: "/privacy/" is also the old address of redirect #1 (line 2) in content/redirects.yaml, and one address can lead to one place only. Delete it here or there.`,
      expect.stringMatching(new RegExp(`^content/${terms}:9: formerAddresses: "/admin/" is where the site keeps `)),
    ]);
  });

  it("redirects a person's former ids to their page", () => {
    const people = path.join(dir, "people.yaml");
    const before = fs.readFileSync(people, "utf8");
    fs.writeFileSync(people, "- id: jonas-weber\n  name: Jonas Weber\n  role: Writer\n  bio: Writes.\n  formerAddresses:\n    - j-weber\n");
    try {
      const model = withRedirects(" []\n");
      expect(checkContent(model).problems).toEqual([]);
      // With the parent address (parents.ts), after the former ones.
      expect(hostRedirects(model, planSite(model))).toEqual([
        { from: "/team/j-weber/", to: "/team/jonas-weber/", status: 301 },
        { from: "/team/", to: "/about/#team", status: 301 },
      ]);
    } finally {
      fs.writeFileSync(people, before);
    }
  });
});
