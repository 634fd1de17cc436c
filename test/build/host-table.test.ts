/**
 * The host tables (support/host-facts.ts), docs/deploying.md's and README's short one: their shape, and the GitHub
 * Pages row. The other rows are checked by each host's own test, against what that test observed.
 *
 * GitHub Pages has no server to run offline; what the build itself decides is checked here: no
 * header can be set there, so every page must carry the site's policy in a <meta>. Nor can a
 * language have its own 404 page there: GitHub serves the root's 404.html for every unknown path.
 */
import { formDeliveries } from "../../src/lib/contact-form";
import { builtHtmlFiles, readPublic } from "./support/site";
import { DETAILED, HOSTS, SIGN_IN_ANYWHERE, SUMMARY, expectHostTableRows, readTable, type HostRow } from "./support/host-facts";

it("docs/deploying.md's host table has every column and one row per host, in order", () => {
  const [header, ...rows] = readTable(DETAILED);
  expect(header).toEqual([
    "host",
    "checked with (offline, in `npm test`)",
    "unknown path",
    "`/404`, `/404/`, `/404.html`",
    "404 per language (`/de/…`)",
    "`/about`",
    "headers",
    "contact form modes",
    "editor sign-in",
  ]);
  expect(rows.map((cells) => cells[0])).toEqual([...HOSTS]);
  for (const cells of rows) expect(cells).toHaveLength(9);
});

it("README's host table has one row per host, in order, each linked to its set-up in docs/deploying.md", () => {
  const [header, ...rows] = readTable(SUMMARY);
  expect(header).toEqual(["host", "checked with (offline, in `npm test`)", "404 per language (`/de/…`)", "contact form modes"]);
  expect(rows.map((cells) => cells[0])).toEqual([
    "[Netlify](docs/deploying.md#netlify)",
    "[Cloudflare Pages](docs/deploying.md#cloudflare-pages)",
    "[Vercel](docs/deploying.md#vercel)",
    "[nginx](docs/deploying.md#nginx)",
    "[GitHub Pages](docs/deploying.md#github-pages)",
  ]);
  for (const cells of rows) expect(cells).toHaveLength(4);
});

it("GitHub Pages: every built page carries the site's policy in a <meta> (the host sends no headers)", () => {
  const files = builtHtmlFiles().filter((file) => !file.startsWith("admin/"));
  expect(files.length).toBeGreaterThanOrEqual(5);
  for (const file of files)
    expect([file, readPublic(file)]).toEqual([
      file,
      expect.stringMatching(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'/),
    ]);

  const notRun = "not checked (GitHub's servers only)";
  const row: HostRow = {
    host: "GitHub Pages",
    checkedWith: "the built pages only (no offline server)",
    unknownPath: notRun,
    notFoundPage: notRun,
    // GitHub's documentation: the custom 404 page is the 404.html at the root of what is published.
    notFoundPerLanguage: "no: only the root's `404.html` (GitHub's servers; not checked)",
    trailingSlash: notRun,
    headers: "none: the policy from each page's `<meta>`, without `frame-ancestors`",
    forms: formDeliveries.filter((d) => d !== "netlify").join(", "),
    signIn: SIGN_IN_ANYWHERE,
  };
  expectHostTableRows(row);
});
