/**
 * Content for the articles fixtures (test/fixture-builds.ts `articles-5`, `articles-50`,
 * `articles-500`): the real content plus `count` generated articles and a few case studies, so that
 * the build's time can be measured as a site grows (bench/entries.ts, `npm run bench:entries`) and
 * the entry pages can be benched (`npm run bench -- --fixture articles`).
 *
 * Generated, not committed: 500 files would be noise in every diff. The same count gives the same
 * files (a seeded generator, fixed dates), so a rebuild compares like with like:
 *
 * - text: a few paragraphs of plain English sentences about the kind of work the site sells, drawn
 *   from a small bank, sometimes with a section heading, a list or a link to an older article, so the
 *   pages have what real articles have (reading times that differ, related articles, links the check
 *   follows);
 * - two to four tags each from a set of eight, so every tag has a page (and pages of them at 500);
 * - dates spread over the five years before FIXED_END, newest first, none in the future;
 * - a cover picture on the first (newest) article and then on every tenth, taken from three real
 *   files (two photo-like JPEGs, one PNG with transparency) that `writeCovers` makes with sharp at
 *   prepare time, as test/pictures.ts makes the pictures fixture's photos;
 * - three case studies, the newest with a cover.
 *
 * Command line: `npx tsx test/fixture-articles.ts <folder>` writes the covers into <folder> (the
 * fixture's copy of static/images/uploads/; the fixture's synchronous `prepare` calls it).
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { photoJpeg, random, transparentPng } from "./pictures";
import { yamlStringifyOptions } from "../src/content-model/cms-config";

const repo = path.resolve(__dirname, "..");

/** The newest article's date: fixed, so the same count always gives the same files. */
const FIXED_END = Date.UTC(2026, 9, 30);
const DAY = 86_400_000;
const YEARS = 5;

/** The cover files, written into the fixture's static/images/uploads/. */
export const covers = [
  { file: "cover-desk.jpg", alt: "A laptop on a desk beside a notebook of wireframes" },
  { file: "cover-team.jpg", alt: "Three people at a screen reviewing a design" },
  { file: "cover-mark.png", alt: "" },
] as const;

/** Writes the cover files into `folder`: photo-like, at the 1600 pixels the check asks for. */
export async function writeCovers(folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, covers[0].file), await photoJpeg(1600, 1000, 31));
  fs.writeFileSync(path.join(folder, covers[1].file), await photoJpeg(1600, 1067, 32));
  fs.writeFileSync(path.join(folder, covers[2].file), await transparentPng(1600, 900));
}

const TAGS = [
  "Design systems",
  "Accessibility",
  "Performance",
  "Hosting",
  "Content editing",
  "Search",
  "Mobile apps",
  "Project management",
];

const SUBJECTS = [
  "design systems",
  "accessible forms",
  "fast pages",
  "static hosting",
  "editing content",
  "search rankings",
  "mobile releases",
  "project estimates",
  "image pipelines",
  "small teams",
];
const TITLE_PATTERNS = [
  (s: string) => `What we learned about ${s}`,
  (s: string) => `A practical guide to ${s}`,
  (s: string) => `Five mistakes with ${s}`,
  (s: string) => `Why we care about ${s}`,
  (s: string) => `Notes on ${s}`,
  (s: string) => `Getting started with ${s}`,
];

const SENTENCES = [
  "Most of our clients come to us with a site that grew one page at a time, and it shows.",
  "The first week of a project is spent listening: to the people who sell, the people who answer the phone, and the people who buy.",
  "A page that loads in under a second on a cheap phone is not a luxury; it is the difference between a visit and a bounce.",
  "We write down every decision in plain words, so that whoever maintains the site next year knows why it is the way it is.",
  "Small, boring releases beat big, exciting ones: each change is easy to check and easy to undo.",
  "Editors should never need a developer to fix a typo, and a good content model makes sure they do not.",
  "Accessibility is not a checklist at the end; it is a habit from the first sketch.",
  "Keyboard users, screen reader users and people on slow connections find the same problems, only sooner.",
  "We measure before we optimise, because the slow part is rarely the part everyone suspects.",
  "Pictures are usually the heaviest thing on a page, so the build makes small modern copies of every one.",
  "A design system earns its keep when a new page takes an afternoon instead of a sprint.",
  "The best estimate is a range, with the reasons it could be wider written next to it.",
  "Hosting a static site costs very little, and there is almost nothing on the server to break or to patch.",
  "Search engines reward pages that answer a question clearly, quickly and in the words people actually use.",
  "A mobile release is only done when it is in the store, reviewed, and installed on a real phone.",
  "We keep the number of tools small, and we know each of them well.",
  "Every form on a client's site is tested the way a customer would use it, including the mistakes.",
  "Content that nobody owns goes out of date, so every page has a name next to it in our plans.",
  "Meetings are shorter when the question is written down before anyone joins the call.",
  "A shared glossary saves more arguments than any process we have tried.",
  "Our designers and developers review each other's work, which catches problems neither would see alone.",
  "Old links are redirected, never dropped: somebody bookmarked them, and search engines remember them.",
  "We show working software every week, even when it is rough, because feedback on a drawing is guesswork.",
  "The client's team should be able to run the site without us, and we consider that a success.",
  "Colour contrast, focus outlines and clear labels help everyone, not only the people who need them most.",
  "Caching is the cheapest performance work there is, as long as it is invalidated correctly.",
  "A short text that says one thing well beats a long one that says five things vaguely.",
  "We prefer standard HTML elements to clever widgets, because browsers already know how to make them accessible.",
  "Translation is easier when the words are kept out of the code from the start.",
  "The launch is the beginning of the work, not the end: the first month of real visitors teaches us the most.",
];

const HEADINGS = ["Where we started", "What changed", "What we would do again", "What we would do differently", "The details"];

const LIST_ITEMS = [
  "Write the goal in one sentence",
  "Measure the slowest page on a real phone",
  "Ask an editor to change a heading without help",
  "Check every form with the keyboard alone",
  "Keep a list of old addresses and where they go now",
  "Agree on who owns each page",
];

export type GeneratedArticle = { file: string; address: string; title: string; date: string };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The article's address: its title's words, and its number so that titles may repeat. */
const slug = (title: string, n: number) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${n}`;

/** The articles' addresses, titles and dates, newest first (index 0), without writing anything. */
export function plannedArticles(count: number): GeneratedArticle[] {
  const span = YEARS * 365 * DAY;
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const title = TITLE_PATTERNS[i % TITLE_PATTERNS.length]!(SUBJECTS[Math.floor(i / TITLE_PATTERNS.length) % SUBJECTS.length]!);
    const address = slug(title, n);
    const date = isoDay(FIXED_END - Math.floor((i * span) / Math.max(count, 1) / DAY) * DAY);
    return { file: `${address}.md`, address, title, date };
  });
}

/** Draws `count` different items of `from`. */
function pick<T>(next: () => number, from: readonly T[], count: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

function paragraph(next: () => number): string {
  return pick(next, SENTENCES, 3 + Math.floor(next() * 3)).join(" ");
}

/** The Markdown text of article `i`: three to five paragraphs, sometimes a heading, a list, a link to an older article. */
function articleText(next: () => number, older: GeneratedArticle | undefined): string {
  const blocks = [paragraph(next), paragraph(next)];
  if (next() < 0.5) blocks.push(`## ${pick(next, HEADINGS, 1)[0]}`);
  blocks.push(paragraph(next));
  if (next() < 0.3)
    blocks.push(
      pick(next, LIST_ITEMS, 3)
        .map((item) => `- ${item}`)
        .join("\n"),
    );
  if (older && next() < 0.4) blocks.push(`We wrote about this before in [${older.title.toLowerCase()}](/articles/${older.address}).`);
  if (next() < 0.5) blocks.push(paragraph(next));
  return blocks.join("\n\n");
}

const frontMatter = (data: Record<string, unknown>) => `---\n${stringify(data, yamlStringifyOptions)}---\n\n`;
const cover = (n: number) => {
  const { file, alt } = covers[n % covers.length]!;
  return { src: `/images/uploads/${file}`, alt };
};

const CASE_STUDIES = [
  {
    address: "a-faster-shop-for-a-bakery",
    title: "A faster shop for a bakery",
    client: "Rye & Crumb Bakery",
    industry: "Food",
    services: ["web-development", "hosting"],
    results: [
      { title: "Orders placed online", value: "+40%" },
      { title: "Page load on a phone", value: "0.9 s" },
    ],
  },
  {
    address: "an-app-for-field-technicians",
    title: "An app for field technicians",
    client: "Northline Heating",
    industry: "Building services",
    services: ["mobile-app-development", "ui-ux-design"],
    results: [{ title: "Paperwork per visit", value: "-70%" }],
  },
  {
    address: "a-clinic-that-patients-can-find",
    title: "A clinic that patients can find",
    client: "Harbour Physiotherapy",
    industry: "Healthcare",
    services: ["search-engine-optimization", "digital-marketing", "web-development"],
    results: [
      { title: "Bookings from search", value: "2×" },
      { title: "Accessibility issues", value: "0" },
    ],
  },
] as const;

/**
 * Writes the fixture's content into `to` (emptied first): a copy of content/ with `count` articles
 * and three case studies. Returns the articles, newest first.
 */
export function writeArticlesContent(to: string, count: number): GeneratedArticle[] {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(path.join(repo, "content"), to, { recursive: true });
  const articles = plannedArticles(count);
  fs.mkdirSync(path.join(to, "articles"), { recursive: true });
  articles.forEach((article, i) => {
    const next = random(1000 + i);
    const data: Record<string, unknown> = {
      title: article.title,
      description: `${pick(next, SENTENCES, 1)[0]} Notes from a recent project, for anyone who builds or buys websites.`,
      address: article.address,
      date: article.date,
      author: pick(next, ["Maya Chen", "Daniel Okafor", "Sofia Lindqvist", "Jonas Weber"], 1)[0],
      tags: pick(next, TAGS, 2 + Math.floor(next() * 3)),
      ...(i % 10 === 0 ? { cover: cover(i / 10) } : {}),
    };
    fs.writeFileSync(path.join(to, "articles", article.file), frontMatter(data) + articleText(next, articles[i + 1]) + "\n");
  });
  fs.mkdirSync(path.join(to, "case-studies"), { recursive: true });
  CASE_STUDIES.forEach((study, i) => {
    const next = random(2000 + i);
    const data = {
      title: study.title,
      description: `How ${study.client} works with us: ${study.services.length} services, and what changed for its customers.`,
      address: study.address,
      date: isoDay(FIXED_END - (i * 200 + 20) * DAY),
      client: study.client,
      industry: study.industry,
      services: [...study.services],
      results: study.results.map((r) => ({ ...r })),
      ...(i === 0 ? { cover: cover(1) } : {}),
    };
    fs.writeFileSync(path.join(to, "case-studies", `${study.address}.md`), frontMatter(data) + articleText(next, undefined) + "\n");
  });
  return articles;
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx test/fixture-articles.ts <folder>");
    process.exit(1);
  }
  writeCovers(path.resolve(folder)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
