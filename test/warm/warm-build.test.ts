/**
 * A warm build publishes exactly what a cold build of the same files publishes.
 *
 * Hosts keep .cache/ and public/ from one deploy to the next (restored into the same folder), so
 * most deploys are warm builds: Gatsby renders again only the pages it thinks changed, and the
 * steps after it (plugins/page-css, site-files, static-pages, cms-admin, the pictures in
 * gatsby-node.ts) rewrite public/ over what the last build left there. Here a copy of the site is
 * built cold, then each kind of change is made in turn, each followed by a warm build of that copy:
 *
 * 1. a design token (src/styles/global.css): only the stylesheet changes, and Gatsby renders no
 *    page again (an earlier warm build published the previous build's inline CSS this way);
 * 2. a component's markup (src/components/section-heading.tsx), with a utility class no page used
 *    before: the pages that show the component, and the stylesheet Tailwind makes from the markup;
 * 3. a content file (content/settings.yaml, as the browser editor writes it): text on every page
 *    (a static query), the web app manifest and the editor's own copy of the content;
 * 4. a picture replaced under the same name (static/images/uploads/team.jpg, no content file
 *    changes: About's photo, its link-preview picture and a picture in the Privacy Policy's
 *    Markdown), and a file taken out of static/ (an illustration no page shows);
 * 5. an article's text (the copy starts with four small articles in content/articles/, written
 *    here): its page and its feed item;
 * 6. a tag no article had, added to an article: the tag's page appears, the article links to it,
 *    and the feed and the sitemap name it;
 * 7. an article deleted, the only one with one of its tags: its page, that tag's page, and every
 *    mention of either (feed, sitemap, links from other pages, the nginx policy) leave the output;
 * 8. sections edited, as an editor arranges them: Home's process moved above its services, a feature's
 *    and an answer's words changed on a created page made of sections (written here), and a
 *    question section added to Contact (its FAQPage structured data appears in the page's head);
 * 9. a language added (`npm run add-language -- de`, the script's own function): its pages under
 *    /de/, the switcher on the default language's pages, the nginx 404 rules for /de/.
 *
 * With each warm build, a new copy of the same files (nothing else: no .cache/, no public/) is
 * built cold (after step 6 with the warm copy's share-picture cache restored, as a deploy restores it: it
 * draws only the new tag page's picture), and the two builds' outputs (every file in public/, and deploy/generated/ for
 * nginx) must be the same files with the same bytes. No file is allowed to differ: the output has
 * no timestamps (the sitemap has no dates, and the dates on pages come from content), and what
 * differed when this test was written was fixed where it arose, not allowed for:
 * - a page Gatsby did not render again kept the previous build's stylesheet name in its inline
 *   <style data-href> (plugins/static-pages now leaves that runtime-only attribute out);
 * - the sitemap listed the created pages in the order their files were read, which varies between
 *   two cold builds too (gatsby-config.ts now sorts it by address);
 * - a file taken out of static/ stayed in public/ (plugins/site-files/static-copies.ts).
 *
 * Each step goes to files the warm copy has never been built from. Undoing the changes and
 * comparing with the first cold build would need one cold build instead of ten, but a warm build
 * back to files built before can pass by handing back what the same files made then: the
 * stylesheet name above stayed the first build's through a token change and back, and such a
 * test saw nothing. Each step also checks that its change reached the output, so the builds
 * cannot agree because the change did nothing. After each, both copies' .cache/share-pictures/ hold
 * exactly the pictures their pages name. Every kind of change needs a cold build on each
 * side of it, and the cold build after one change (which the warm copy matched) is also the one
 * before the next: ten cold builds and nine warm ones, so it is a command of its own
 * (`npm run test:warm`, a CI job of its own), which `npm test` runs in a lane beside the browser tests. A Gatsby build keeps about one
 * core busy, so each cold build runs beside its warm one, in a process of its own
 * (test/warm/cold-build.ts). About 400 CPU-seconds in all; 10 to 18 minutes on a 2-core machine
 * that other builds were sharing.
 * The language comes last: it doubles the pages, and so the time of every build after it.
 * The copy has one small photo (1800 × 1200): each cold build spends about 3 CPU-seconds on
 * pictures, too little to be worth sharing the picture cache between cold builds.
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { buildSite, copySite, tail, type BuildResult } from "../site-build";
import { startColdBuild } from "./cold-build";
import { addMarkdownPicture, editYaml, photoJpeg, UPLOADS } from "../pictures";
import { listFiles } from "../../src/lib/list-files";
import { yamlStringifyOptions } from "../../src/content-model/cms-config";
import { main as addLanguage } from "../../scripts/add-language";

/** What a build outputs: public/, and the nginx include the build writes into deploy/generated/. */
const OUTPUTS = ["public", path.join("deploy", "generated")];

type Output = Map<string, Buffer>;

function outputOf(dir: string): Output {
  const files = new Map<string, Buffer>();
  for (const folder of OUTPUTS) {
    const root = path.join(dir, folder);
    if (!fs.existsSync(root)) continue;
    for (const file of listFiles(root)) files.set(`${folder.split(path.sep).join("/")}/${file}`, fs.readFileSync(path.join(root, file)));
  }
  return files;
}

/** A page's Content-Security-Policy <meta>, made from the hashes of the rest of the page (plugins/site-files). */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Where two versions of a file first differ, with some text around it from each. In a page, past
 * its policy when the rest differs too: the policy's hashes differ because the rest does, and the
 * rest shows what.
 */
function firstDifference(warm: Buffer, cold: Buffer, file: string): string {
  let [a, b, aside] = [warm, cold, ""];
  if (file.endsWith(".html")) {
    const [w, c] = [warm, cold].map((bytes) => Buffer.from(bytes.toString("utf8").replace(POLICY_META, "")));
    if (!w!.equals(c!)) [a, b, aside] = [w!, c!, " (its Content-Security-Policy <meta> left out)"];
  }
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 60), at + 60).toString("utf8"));
  return `differs${aside} from byte ${at} on: warm ${around(a)}, cold ${around(b)} (${warm.length} bytes warm, ${cold.length} cold)`;
}

/** Every file that is not the same in both outputs, with how it differs. */
function differences(warm: Output, cold: Output): string[] {
  const found: string[] = [];
  for (const file of [...new Set([...warm.keys(), ...cold.keys()])].sort()) {
    const w = warm.get(file);
    const c = cold.get(file);
    if (!c) found.push(`${file}: published by the warm build only`);
    else if (!w) found.push(`${file}: missing from the warm build`);
    else if (!w.equals(c)) found.push(`${file}: ${firstDifference(w, c, file)}`);
  }
  return found;
}

/** A build that must have succeeded: its time, or its output's end when it failed. */
function succeeded({ status, output, seconds }: BuildResult, what: string): number {
  if (status !== 0) throw new Error(`the ${what} failed (exit ${status}):\n${tail(output)}`);
  return seconds;
}

/** Replaces `from` (which must be there) with `to` in one file of the copy. */
function replaceIn(dir: string, file: string, from: string, to: string): void {
  const absolute = path.join(dir, file);
  const text = fs.readFileSync(absolute, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer has ${JSON.stringify(from)}; update ${path.basename(__filename)}`);
  fs.writeFileSync(absolute, text.replace(from, to));
}

const PHOTO = { file: "team.jpg", alt: "The team around a table in the Brooklyn office" };
const photoPath = (dir: string) => path.join(dir, UPLOADS, PHOTO.file);
/** A file in static/ that no page shows, taken out in the last step. */
const RETIRED = path.join("static", "illustrations", "retired.svg");

/** A text file of an output. */
function text(output: Output, file: string): string {
  const bytes = output.get(file);
  if (!bytes) throw new Error(`${file} is not in the build's output`);
  return bytes.toString("utf8");
}

type Step = {
  kind: string;
  change: (dir: string) => Promise<void> | void;
  /** Checks that the change reached the warm build's output (`after`), against the build before (`before`). */
  reached: (after: Output, before: Output) => void;
  /**
   * The cold build starts from the warm copy's share-picture cache (.cache/share-pictures/) and nothing else, as a deploy
   * that restores only that cache does (.github/workflows/deploy-pages.yml), and draws only the pictures the change adds.
   */
  restoredPictures?: number;
};

/** The generated share pictures the built pages name, and those a copy's picture cache holds. */
function sharePictures(dir: string, output: Output): { named: string[]; cached: string[] } {
  const named = new Set<string>();
  for (const [file, bytes] of output)
    if (file.endsWith(".html"))
      for (const [, name] of bytes.toString().matchAll(/\/pictures\/(share-[0-9a-f]{20}\.png)"/g)) named.add(name!);
  const cached = fs.readdirSync(path.join(dir, ".cache", "share-pictures")).filter((name) => name.startsWith("share-"));
  return { named: [...named].sort(), cached: cached.sort() };
}

type Article = { address: string; title: string; date: string; tags: string[]; text: string };

/**
 * The copy's articles (content/articles/), written before the first build. Steps 5 to 7 edit the
 * text of the second, give the fourth a tag no article has (Search), and delete the third: the
 * only one tagged Performance, and one of three tagged Hosting.
 */
const ARTICLES: Article[] = [
  {
    address: "design-systems-that-last",
    title: "Design systems that last",
    date: "2025-03-10",
    tags: ["Design", "Accessibility"],
    text: "A design system earns its keep when a new page takes an afternoon instead of a sprint.",
  },
  {
    address: "moving-to-static-hosting",
    title: "Moving to static hosting",
    date: "2025-04-02",
    tags: ["Design", "Hosting"],
    text: "Hosting a static site costs very little.\n\n## What changed\n\nThere is almost nothing on the server to break or to patch.",
  },
  {
    address: "measuring-before-optimising",
    title: "Measuring before optimising",
    date: "2025-05-20",
    tags: ["Performance", "Hosting"],
    text: "We measure before we optimise, because the slow part is rarely the part everyone suspects.",
  },
  {
    address: "small-boring-releases",
    title: "Small, boring releases",
    date: "2025-06-15",
    tags: ["Hosting"],
    text: "Small, boring releases beat big, exciting ones: each change is easy to check and easy to undo.",
  },
];
const [DESIGN_SYSTEMS, STATIC_HOSTING, MEASURING, RELEASES] = ARTICLES as [Article, Article, Article, Article];

/** Writes an article's file as the browser editor writes it (named after its address). */
function writeArticle(dir: string, article: Article): void {
  const { address, title, date, tags, text } = article;
  const data = { title, description: `Notes from a recent project: ${title.toLowerCase()}.`, address, date, author: "maya-chen", tags };
  const folder = path.join(dir, "content", "articles");
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${address}.md`), `---\n${stringify(data, yamlStringifyOptions)}---\n\n${text}\n`);
}

const articlePage = (article: Article) => `public/articles/${article.address}/index.html`;
const tagPage = (slug: string) => `public/articles/tags/${slug}/index.html`;
const FEED = "public/articles/rss.xml";
const SITEMAP = "public/sitemap.xml";
/** An article's <item> in the feed ("" when it has none). */
const feedItem = (output: Output, article: Article) =>
  text(output, FEED)
    .split("<item>")
    .find((item) => item.includes(`/articles/${article.address}/</link>`)) ?? "";
const inSitemap = (output: Output, page: string) => text(output, SITEMAP).includes(`/${page}</loc>`);
/** Whether a file of each output has `words` ([before, after] → [false, true] for words a change brought). */
const has = (outputs: Output[], file: string, words: string) => outputs.map((output) => text(output, file).includes(words));

/** A created page made of sections, with its first feature's text and its answer: written before the first build, edited in step 8. */
const carePlan = (feature: string, answer: string) => ({
  title: "Website care plan",
  description: "Updates, backups and fixes for your website every month, from the team that built it.",
  address: "care-plan",
  footerList: "none",
  footerOrder: 1,
  updated: "2026-11-30",
  sections: [
    {
      type: "features",
      heading: "What the plan covers",
      items: [
        { icon: "shield-check", heading: "Security updates", text: feature },
        { icon: "server", heading: "Backups", text: "A copy of your site every night, kept for a month." },
      ],
    },
    { type: "faq", heading: "Questions", items: [{ question: "Can we cancel?", answer }] },
  ],
});
const CARE_PLAN = { feature: "Updates applied within a week of their release.", answer: "Yes, at the end of any month." };
/** Step 8's new words: a feature's text and an answer on the care plan, and the question it adds to Contact. */
const CARE_PLAN_EDITED = { feature: "Updates applied within two working days of their release.", answer: "Yes, with one month of notice." };
const CONTACT_QUESTION = "How soon do you reply?";
const writeCarePlan = (dir: string, { feature, answer }: typeof CARE_PLAN) =>
  fs.writeFileSync(
    path.join(dir, "content", "site-pages", "care-plan.md"),
    `---\n${stringify(carePlan(feature, answer), yamlStringifyOptions)}---\n`,
  );
const CARE_PLAN_PAGE = "public/care-plan/index.html";
/** Where headings are in a page, by id (-1 where it has none). */
const headingsAt = (html: string, ids: string[]) => ids.map((id) => html.indexOf(`id="${id}"`));

/** The sentence the edit adds to STATIC_HOSTING. */
const EDITED = "We moved four client sites last year, and none of them has needed a server update since.";
/** The language the last step adds, as `npm run add-language -- de` adds it. */
const LANGUAGE = "de";

const PAGES = [
  "index.html",
  "about/index.html",
  "services/index.html",
  "contact/index.html",
  "privacy-policy/index.html",
  "terms-of-use/index.html",
  "404.html",
  "articles/index.html",
  `articles/${DESIGN_SYSTEMS.address}/index.html`,
  "articles/tags/design/index.html",
];
const NEW_BLURB = "Vireo Solutions builds websites and software for businesses that want to grow online, and stays to support them.";
const NEW_DESCRIPTION = "Websites, software and mobile apps for growing businesses, from Vireo Solutions.";
/** The names of the picture files a page refers to. */
const pictureNames = (html: string) => [...new Set(html.match(/\/pictures\/team-[0-9a-f]{10}-[\w]+\.\w+/g) ?? [])].sort();

const steps: Step[] = [
  {
    kind: "a design token in src/styles/global.css",
    change: (dir) => replaceIn(dir, "src/styles/global.css", "--color-brand: #146c3c;", "--color-brand: #0f6a3a;"),
    reached: (after) => {
      for (const page of PAGES) expect([page, text(after, `public/${page}`).includes("#0f6a3a")]).toEqual([page, true]);
      for (const page of PAGES) expect([page, text(after, `public/${page}`).includes("#146c3c")]).toEqual([page, false]);
    },
  },
  {
    kind: "a component's markup (src/components/section-heading.tsx), with a utility class no page used",
    change: (dir) =>
      replaceIn(
        dir,
        "src/components/section-heading.tsx",
        '"mt-4 text-lg leading-relaxed text-muted"',
        '"mt-4 text-lg leading-relaxed text-balance text-muted"',
      ),
    reached: (after, before) => {
      const markup = '<p class="mt-4 text-lg leading-relaxed text-balance text-muted">';
      const rule = ".text-balance{text-wrap:balance}";
      for (const page of ["index.html", "about/index.html"]) {
        const [was, now] = [text(before, `public/${page}`), text(after, `public/${page}`)];
        expect([page, was.includes(rule), now.includes(markup), now.includes(rule)]).toEqual([page, false, true, true]);
      }
    },
  },
  {
    kind: "a content file (content/settings.yaml, saved as the browser editor saves it)",
    change: (dir) =>
      editYaml(path.join(dir, "content"), "settings.yaml", (settings) => {
        (settings.footer as Record<string, unknown>).blurb = NEW_BLURB;
        settings.defaultDescription = NEW_DESCRIPTION;
      }),
    reached: (after) => {
      for (const page of PAGES) expect([page, text(after, `public/${page}`).includes(NEW_BLURB)]).toEqual([page, true]);
      expect(JSON.parse(text(after, "public/site.webmanifest"))).toMatchObject({ description: NEW_DESCRIPTION });
    },
  },
  {
    kind: "a picture replaced under the same name in static/images/, and a file taken out of static/",
    change: async (dir) => {
      fs.writeFileSync(photoPath(dir), await photoJpeg(1800, 1200, 3));
      fs.rmSync(path.join(dir, RETIRED));
    },
    reached: (after, before) => {
      for (const page of ["about/index.html", "privacy-policy/index.html"]) {
        const [was, now] = [pictureNames(text(before, `public/${page}`)), pictureNames(text(after, `public/${page}`))];
        expect(now.length).toBeGreaterThan(0);
        expect([page, now.filter((name) => was.includes(name))]).toEqual([page, []]);
      }
      expect(before.has("public/illustrations/retired.svg")).toBe(true);
      expect(after.has("public/illustrations/retired.svg")).toBe(false);
    },
  },
  {
    kind: "an article's text edited (content/articles/*.md)",
    change: (dir) => writeArticle(dir, { ...STATIC_HOSTING, text: `${STATIC_HOSTING.text}\n\n${EDITED}` }),
    reached: (after, before) => {
      expect(has([before, after], articlePage(STATIC_HOSTING), EDITED)).toEqual([false, true]);
      expect([feedItem(before, STATIC_HOSTING).includes(EDITED), feedItem(after, STATIC_HOSTING).includes(EDITED)]).toEqual([false, true]);
    },
  },
  {
    kind: "a tag no article had added to an article",
    change: (dir) => writeArticle(dir, { ...RELEASES, tags: [...RELEASES.tags, "Search"] }),
    // The tag's page is the one new title.
    restoredPictures: 1,
    reached: (after, before) => {
      const [page, tag] = [articlePage(RELEASES), tagPage("search")];
      expect([before.has(tag), after.has(tag)]).toEqual([false, true]);
      expect(text(after, tag)).toContain(`href="/articles/${RELEASES.address}/"`);
      expect(has([before, after], page, 'href="/articles/tags/search/"')).toEqual([false, true]);
      const category = "<category>Search</category>";
      expect([feedItem(before, RELEASES).includes(category), feedItem(after, RELEASES).includes(category)]).toEqual([false, true]);
      expect([inSitemap(before, "articles/tags/search/"), inSitemap(after, "articles/tags/search/")]).toEqual([false, true]);
    },
  },
  {
    kind: "an article deleted, the last with one of its tags",
    change: (dir) => fs.rmSync(path.join(dir, "content", "articles", `${MEASURING.address}.md`)),
    reached: (after, before) => {
      const gone = [articlePage(MEASURING), tagPage("performance")];
      expect(gone.filter((file) => before.has(file))).toEqual(gone);
      expect(feedItem(before, MEASURING)).not.toBe("");
      expect(inSitemap(before, `articles/${MEASURING.address}/`)).toBe(true);
      expect(inSitemap(before, "articles/tags/performance/")).toBe(true);
      // Not a file nor a word of one left anywhere: its page, its page data, the Performance tag's
      // page, its feed item and sitemap entries, the links from other pages, the nginx policy's line.
      const names = [MEASURING.address, "articles/tags/performance"];
      const mentions = [...after].filter(([file, bytes]) => names.some((name) => file.includes(name) || bytes.includes(name)));
      expect(mentions.map(([file]) => file)).toEqual([]);
      // The tag it shared stays, without it.
      expect(text(before, tagPage("hosting"))).toContain(`href="/articles/${MEASURING.address}/"`);
      expect(text(after, tagPage("hosting"))).toContain(`href="/articles/${RELEASES.address}/"`);
    },
  },
  {
    kind: "sections edited: Home's reordered, a created page's words changed, a section added to Contact",
    change: (dir) => {
      const content = path.join(dir, "content");
      editYaml(content, "pages/home.yaml", (home) => {
        const sections = home.sections as { type: string }[];
        const [servicesAt, processAt] = ["services", "process"].map((type) => sections.findIndex((section) => section.type === type));
        if (servicesAt! < 0 || processAt! < servicesAt!) throw new Error("content/pages/home.yaml no longer shows services before process");
        sections.splice(servicesAt!, 0, ...sections.splice(processAt!, 1));
      });
      writeCarePlan(dir, CARE_PLAN_EDITED);
      editYaml(content, "pages/contact.yaml", (contact) => {
        (contact.sections as unknown[]).push({
          type: "faq",
          heading: "Questions",
          items: [{ question: CONTACT_QUESTION, answer: "Within one working day." }],
        });
      });
    },
    reached: (after, before) => {
      const [was, now] = [before, after].map((output) =>
        headingsAt(text(output, "public/index.html"), ["services-heading", "process-heading"]),
      );
      expect(Math.min(...was!, ...now!)).toBeGreaterThanOrEqual(0);
      expect([was![0]! < was![1]!, now![1]! < now![0]!]).toEqual([true, true]);
      expect(has([before, after], CARE_PLAN_PAGE, CARE_PLAN_EDITED.feature)).toEqual([false, true]);
      expect(has([before, after], CARE_PLAN_PAGE, CARE_PLAN_EDITED.answer)).toEqual([false, true]);
      expect(has([before, after], "public/contact/index.html", CONTACT_QUESTION)).toEqual([false, true]);
      expect(has([before, after], "public/contact/index.html", '"@type":"FAQPage"')).toEqual([false, true]);
    },
  },
  {
    kind: `a language added (npm run add-language -- ${LANGUAGE})`,
    change: (dir) => {
      const said: string[] = [];
      const record = (line: string) => said.push(line);
      const status = addLanguage([LANGUAGE, "--content", path.join(dir, "content")], { log: record, error: record });
      if (status !== 0) throw new Error(`npm run add-language -- ${LANGUAGE} failed (exit ${status}):\n${said.join("\n")}`);
    },
    reached: (after, before) => {
      const under = `public/${LANGUAGE}/`;
      expect([...before.keys()].filter((file) => file.startsWith(under))).toEqual([]);
      const pages = [
        "index.html",
        "about/index.html",
        "404.html",
        "articles/index.html",
        ...[DESIGN_SYSTEMS, STATIC_HOSTING, RELEASES].map((article) => `articles/${article.address}/index.html`),
        "articles/tags/search/index.html",
      ];
      for (const page of pages) expect([page, text(after, `${under}${page}`).includes(`<html lang="${LANGUAGE}"`)]).toEqual([page, true]);
      expect(after.has(`${under}articles/rss.xml`)).toBe(true);
      // The language switcher on the default language's pages.
      expect(has([before, after], "public/index.html", `href="/${LANGUAGE}/"`)).toEqual([false, true]);
      expect(inSitemap(after, `${LANGUAGE}/articles/${STATIC_HOSTING.address}/`)).toBe(true);
      expect(text(after, "deploy/generated/languages.conf")).toContain(`/${LANGUAGE}/404.html`);
    },
  },
];

describe("a warm build publishes what a cold build of the same files publishes", () => {
  let dir = "";
  let previous: Output = new Map();

  beforeAll(async () => {
    dir = copySite("warm-build-");
    fs.mkdirSync(path.dirname(photoPath(dir)), { recursive: true });
    fs.writeFileSync(photoPath(dir), await photoJpeg(1800, 1200, 2));
    editYaml(path.join(dir, "content"), "pages/about.yaml", (about) => {
      // Two objects: one used twice would be written as a YAML alias, which the content check refuses.
      const picture = () => ({ src: `/images/uploads/${PHOTO.file}`, alt: PHOTO.alt });
      // About's first section is its hero.
      (about.sections as Record<string, unknown>[])[0]!.picture = picture();
      about.shareImage = picture();
    });
    addMarkdownPicture(path.join(dir, "content"), PHOTO);
    fs.copyFileSync(path.join(dir, "static", "illustrations", "about-team.svg"), path.join(dir, RETIRED));
    // The articles' author, among the people.
    fs.writeFileSync(
      path.join(dir, "content", "people.yaml"),
      "- id: maya-chen\n  name: Maya Chen\n  role: Lead Engineer\n  bio: Maya builds websites.\n",
    );
    for (const article of ARTICLES) writeArticle(dir, article);
    writeCarePlan(dir, CARE_PLAN);
    const seconds = succeeded(buildSite(dir), "first (cold) build of the copy");
    console.log(`warm-build test: first cold build ${seconds.toFixed(1)} s`);
    previous = outputOf(dir);
    expect(previous.has("public/illustrations/retired.svg")).toBe(true);
    for (const article of ARTICLES) expect(previous.has(articlePage(article))).toBe(true);
    expect(text(previous, CARE_PLAN_PAGE)).toContain(CARE_PLAN.answer);
  }, 700_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(steps.map((step) => [step.kind, step] as const))(
    "after %s",
    async (_kind, step) => {
      await step.change(dir);
      // A new copy of the same files, taken before the warm build, and built cold beside it.
      const reference = copySite("warm-build-reference-", dir);
      if (step.restoredPictures !== undefined)
        fs.cpSync(path.join(dir, ".cache", "share-pictures"), path.join(reference, ".cache", "share-pictures"), { recursive: true });
      let warm: Output;
      let cold: Output;
      let coldSaid = "";
      try {
        const coldBuild = startColdBuild(reference);
        let warmBuild: BuildResult;
        try {
          warmBuild = buildSite(dir);
        } finally {
          // Not removed under a build that is still running.
          await coldBuild;
        }
        const warmSeconds = succeeded(warmBuild, "warm build");
        const coldSeconds = succeeded(await coldBuild, "cold build of the same files");
        coldSaid = (await coldBuild).output.replace(/\s+/g, " ");
        console.log(`warm-build test: ${step.kind}: warm build ${warmSeconds.toFixed(1)} s, cold build ${coldSeconds.toFixed(1)} s`);
        warm = outputOf(dir);
        cold = outputOf(reference);
        // The picture cache keeps only what the built pages name, on both sides.
        for (const [copy, output] of [
          [dir, warm],
          [reference, cold],
        ] as const) {
          const { named, cached } = sharePictures(copy, output);
          expect(named.length).toBeGreaterThan(0);
          expect(cached).toEqual(named);
        }
      } finally {
        fs.rmSync(reference, { recursive: true, force: true });
      }
      const before = previous;
      previous = warm;
      // The files that differ first (a change the warm build missed shows there, by file), then
      // whether the change is in the output at all.
      expect(differences(warm, cold)).toEqual([]);
      if (step.restoredPictures !== undefined)
        expect(coldSaid).toMatch(
          new RegExp(`share-pictures: .*\\(${step.restoredPictures} drawn in this build, [1-9]\\d* from \\.cache/share-pictures/`),
        );
      step.reached(warm, before);
    },
    1_300_000,
  );
});
