/** @jest-environment node */
/** The parent addresses of published pages (parents.ts): /team/ leads to the section that lists the people, in each language. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { main as addLanguage } from "../../../scripts/add-language";
import { loadContent } from "../load";
import { parentRedirects } from "../parents";
import { hostRedirects } from "../redirects";
import { pagesOf, planSite, type ItemPageContext } from "../publish";

const root = path.resolve(__dirname, "../../..");
let content = "";
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "parents-")), "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

const write = (file: string, text: string) => fs.writeFileSync(path.join(content, file), text);
const people = () => write("people.yaml", "- id: maya-chen\n  name: Maya Chen\n  role: Engineer\n  bio: Builds things.\n");
/** Moves the team section from the About page to the end of `file`'s sections (or nowhere). */
function moveTeam(file?: string) {
  const about = parse(fs.readFileSync(path.join(content, "pages/about.yaml"), "utf8")) as { sections: { type: string }[] };
  about.sections = about.sections.filter((s) => s.type !== "team");
  write("pages/about.yaml", stringify(about));
  if (!file) return;
  const page = parse(fs.readFileSync(path.join(content, file), "utf8")) as { sections: { type: string }[] };
  page.sections.push({ type: "team" });
  write(file, stringify(page));
}
const plan = () => planSite(loadContent(content), "2026-11-20");
const backLinks = () =>
  pagesOf(plan())
    .filter((p) => p.template === "src/templates/person.tsx")
    .map((p) => [p.path, (p.context as ItemPageContext).listedAt]);

it("sends /team/ permanently to the team section of the page that shows it (About), where each person's page links back", () => {
  people();
  expect(parentRedirects(plan())).toEqual([{ from: "/team/", to: "/about/#team", status: 301 }]);
  expect(backLinks()).toEqual([["/team/maya-chen/", "/about#team"]]);
});

it("follows the team section to whichever page shows it", () => {
  people();
  moveTeam("pages/home.yaml");
  expect(parentRedirects(plan())).toEqual([{ from: "/team/", to: "/#team", status: 301 }]);
  expect(backLinks()).toEqual([["/team/maya-chen/", "/#team"]]);
});

it("sends /team/ to the Home page for now (302) while no page shows the team, and the people's pages have no link up", () => {
  people();
  moveTeam();
  expect(parentRedirects(plan())).toEqual([{ from: "/team/", to: "/", status: 302 }]);
  expect(backLinks()).toEqual([["/team/maya-chen/", null]]);
});

it("has nothing to redirect while nobody has a page", () => {
  expect(parentRedirects(plan())).toEqual([]);
});

it("redirects under each language's prefix to that language's page", () => {
  people();
  expect(addLanguage(["de", "--content", content], { log: () => undefined, error: () => undefined })).toBe(0);
  expect(parentRedirects(plan())).toEqual([
    { from: "/team/", to: "/about/#team", status: 301 },
    { from: "/de/team/", to: "/de/about/#team", status: 301 },
  ]);
});

it("gives the hosts the editors' redirects first, and yields an address to an editor who redirected it themselves", () => {
  people();
  write("redirects.yaml", "redirects:\n  - from: /old/\n    to: /about/\n");
  expect(hostRedirects(loadContent(content), plan())).toEqual([
    { from: "/old/", to: "/about/", status: 301 },
    { from: "/team/", to: "/about/#team", status: 301 },
  ]);
  write("redirects.yaml", "redirects:\n  - from: /team\n    to: /contact/\n    kind: temporary\n");
  expect(hostRedirects(loadContent(content), plan())).toEqual([{ from: "/team", to: "/contact/", status: 302 }]);
});
