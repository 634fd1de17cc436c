/**
 * README's "Deploy" host table (support/host-facts.ts): its shape, and the GitHub Pages row.
 * The other rows are checked by each host's own test, against what that test observed.
 *
 * GitHub Pages has no server to run offline; what the build itself decides is checked here: no
 * header can be set there, so every page must carry the site's policy in a <meta>.
 */
import { formDeliveries } from "../../src/lib/contact-form";
import { builtHtmlFiles, readPublic } from "./support/site";
import { COLUMNS, HOSTS, SIGN_IN_ANYWHERE, expectReadmeRow, readmeTable, type HostRow } from "./support/host-facts";

it("README's host table has the columns and one row per host, in order", () => {
  const [header, ...rows] = readmeTable();
  expect(header).toEqual(COLUMNS.map(([, title]) => title));
  expect(rows.map((cells) => cells[0])).toEqual([...HOSTS]);
  for (const cells of rows) expect(cells).toHaveLength(COLUMNS.length);
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
    trailingSlash: notRun,
    headers: "none: the policy from each page's `<meta>`, without `frame-ancestors`",
    forms: formDeliveries.filter((d) => d !== "netlify").join(", "),
    signIn: SIGN_IN_ANYWHERE,
  };
  expectReadmeRow(row);
});
