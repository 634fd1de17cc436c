/**
 * The builds of the site from other content that the build and browser tests use beside the real
 * one, each in its own folder (test/site-build.ts):
 *
 * - `languages`: the real content in English, German and Arabic (test/fixture-languages.ts, the
 *   translations in test/fixtures/languages/): each host's own 404 page per language
 *   (test/build/support/languages-site.ts), e2e/languages.spec.ts, e2e/widths.spec.ts,
 *   `npm run shots -- --languages de,ar`. Built first: the build tests need it. A change to content/
 *   that the translations miss fails its build with the content check's message, on purpose;
 * - `long-content`: test/fixtures/long-content/, the longest texts an editor could realistically
 *   write, with every list as long as its range allows (test/fixture-lists.ts; e2e/widths.spec.ts,
 *   `npm run shots -- --fixture long-content`). Its contact form delivers through Netlify Forms, so
 *   the same build also has the Netlify markup and the thank-you page (e2e/contact-delivery.spec.ts),
 *   and the widths tests see the longest form there is: one build instead of two;
 * - `lists-min-awkward`: the real content with every list at its minimum, and the grids of cards at
 *   their hardest counts: 7 service cards, 4 steps, 3 statistics, 1 mission card (test/fixture-lists.ts;
 *   e2e/widths.spec.ts);
 * - `pictures`: the real content with the contact form posting to the tests' receiver on 127.0.0.1
 *   (e2e/contact-delivery.spec.ts), and with photos (test/pictures.ts: a 4000 × 3000 Home hero, an
 *   About photo, a picture on each service card, one a PNG with transparency, and one in the
 *   Privacy Policy's text), written into the fixture's own copy of static/images/uploads/ when it
 *   is prepared (e2e/pictures.spec.ts, `npm run bench -- --fixture pictures`);
 * - `path-prefix`: the real content under a path, as on GitHub Pages (scripts/test-path-prefix.ts);
 * - `landing-bench`: the real content with the landing page of test/fixtures/landing/ added, a section of
 *   every type, and its pictures (`npm run bench -- --fixture landing`);
 *
 * The pictures fixture's content is made from content/ with only settings.yaml's delivery lines
 * changed and the pictures added, so it cannot drift from the real content.
 *
 * Command line: `npx tsx test/fixture-builds.ts [name …]` builds the named fixtures (all when none
 * is named) that are stale, one after the other, and exits 1 when a build fails; the name
 * `repository` is the repository's own build in public/ (from CONTENT_DIR and SITE_URL when set).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { atMaximum, shortLists, writeResizedContent, type CountPlan } from "./fixture-lists";
import { writeArticlesContent, writeLanguagesArticlesContent } from "./fixture-articles";
import { importFixtureRedirects } from "./fixture-redirects";
import { languagesDir, writeLanguagesContent } from "./fixture-languages";
import { addPicturesToContent, UPLOADS } from "./pictures";
import { LANDING_PICTURES } from "./landing-pictures";
import { withFormDemoPage } from "./fixture-form-page";
import { ensureFixtureBuild, ensureRepositoryBuild, fixturePublic, fixtureSite, repo, type Fixture } from "./site-build";

/** The hand-written long texts; the build's content adds the longest lists (test/fixture-lists.ts). */
export const longContentDir = path.join(repo, "test", "fixtures", "long-content");

/** Content made from `source` with every list resized by `plan`, in the fixture's own folder. */
function resized(name: string, source: string, plan: CountPlan): Fixture {
  const contentDir = path.join(fixtureSite(name), "fixture-content");
  return {
    name,
    contentDir,
    source,
    // How the lists are resized is part of what the build is made from (the ranges live in src/, which counts too).
    key: `resized from ${path.relative(repo, source)} by ${createHash("sha256")
      .update(fs.readFileSync(path.join(repo, "test", "fixture-lists.ts")))
      .digest("hex")
      .slice(0, 12)}`,
    prepare: () => writeResizedContent(source, contentDir, plan),
  };
}

// Each build the contact form's tests read has a second page with the form: long-content its job openings, the others
// the one test/fixture-form-page.ts writes.
const longContentLists = resized("long-content", longContentDir, atMaximum);
export const longContent: Fixture = {
  ...longContentLists,
  // The launch page's logos and photo (test/landing-pictures.ts).
  key: `${longContentLists.key}; ${digestOf("test/landing-pictures.ts", "test/pictures.ts")}`,
  prepare: () => {
    longContentLists.prepare?.();
    writePictureFiles("landing-pictures.ts", fixtureSite("long-content"), LANDING_PICTURES);
  },
};
export const longContentPublic = fixturePublic(longContent.name);

export const listsMinAwkward: Fixture = withFormDemoPage(resized("lists-min-awkward", path.join(repo, "content"), shortLists));
export const listsMinAwkwardPublic = fixturePublic(listsMinAwkward.name);

const e2ePort = () => Number(process.env.E2E_PORT ?? 9347);
/** The e2e port + 1 serves the long-content build (E2E_LONG_CONTENT_PORT may say another). */
export const longContentPort = () => Number(process.env.E2E_LONG_CONTENT_PORT ?? e2ePort() + 1);
/** Where the tests' form receiver listens (its address is built into the pictures fixture's form). */
export const receiverPort = () => e2ePort() + 2;
/** The e2e port + 3 serves the pictures fixture (+ 1 is the long-content build, + 2 the receiver). */
export const picturesPort = () => e2ePort() + 3;
/** The e2e port + 4 serves the lists-min-awkward build. */
export const listsPort = () => e2ePort() + 4;
/** The e2e port + 5 serves the languages build. */
export const languagesPort = () => e2ePort() + 5;

/** content/settings.yaml's delivery line, as the pictures fixture replaces it. */
const DELIVERY = /^ {2}formDelivery: none$/m;
/** The contact form posting to the tests' receiver. */
const endpointDelivery = () => `formDelivery: endpoint\n  formEndpoint: http://127.0.0.1:${receiverPort()}/messages`;

/** A digest of files whose changes change a fixture's content (the ones `prepare` runs). */
function digestOf(...files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(fs.readFileSync(path.join(repo, file)));
  return hash.digest("hex").slice(0, 12);
}

/** Where a fixture is, and its own content folder in it; its build is made for `siteUrl` when given (the bench's). */
function ownFolder(name: string, siteUrl?: string) {
  const site = fixtureSite(name);
  const contentDir = path.join(site, "fixture-content");
  return { site, contentDir, base: { name, contentDir, ...(siteUrl ? { env: { SITE_URL: siteUrl } } : {}) } };
}

/**
 * Runs `script`'s command line to write picture files into the fixture's own copy of the site's
 * static/images/uploads/ (or `folder`; copySiteTo), never the repository's: sharp is asynchronous and `prepare`
 * is not, so a child process writes them.
 */
function writePictureFiles(script: string, site: string, folder = UPLOADS): void {
  execFileSync(path.join(repo, "node_modules", ".bin", "tsx"), [path.join(repo, "test", script), path.join(site, folder)], {
    stdio: "inherit",
  });
}

/**
 * The real content with the contact form delivering to the tests' receiver and the photos of
 * test/pictures.ts. `name` and `siteUrl` give the bench its own build of it (bench/run.ts
 * `--fixture pictures`), made for the address it serves it at.
 */
export function pictures({ name = "pictures", siteUrl }: { name?: string; siteUrl?: string } = {}): Fixture {
  const { site, contentDir, base } = ownFolder(name, siteUrl);
  const settings = fs.readFileSync(path.join(repo, "content", "settings.yaml"), "utf8");
  if (!DELIVERY.test(settings))
    throw new Error('content/settings.yaml no longer has "  formDelivery: none"; update test/fixture-builds.ts');
  return withFormDemoPage({
    ...base,
    // The form's address (a changed receiver port makes the build stale) and how the pictures are made and placed.
    key: `${endpointDelivery()}; pictures ${digestOf("test/pictures.ts", "test/fixture-builds.ts")}`,
    prepare: () => {
      fs.rmSync(contentDir, { recursive: true, force: true });
      fs.cpSync(path.join(repo, "content"), contentDir, { recursive: true });
      fs.writeFileSync(path.join(contentDir, "settings.yaml"), settings.replace(DELIVERY, `  ${endpointDelivery()}`));
      addPicturesToContent(contentDir);
      writePictureFiles("pictures.ts", site);
    },
  });
}

export const picturesPublic = (name = "pictures") => fixturePublic(name);

/** The landing page with a section of every type (site-pages/launch.md) and what makes its pictures. */
export const landingDir = path.join(repo, "test", "fixtures", "landing");

/**
 * The real content with the landing page of test/fixtures/landing/ added, and its logos and photo
 * (test/landing-pictures.ts) written into the fixture's own copy of static/: the shipped
 * content has no landing page. `name` and `siteUrl` give the bench its build (`--fixture landing`).
 */
export function landingFixture({ name = "landing", siteUrl }: { name?: string; siteUrl?: string } = {}): Fixture {
  const { site, contentDir, base } = ownFolder(name, siteUrl);
  return {
    ...base,
    source: [path.join(repo, "content"), landingDir],
    key: `landing ${digestOf("test/landing-pictures.ts", "test/pictures.ts", "test/fixture-builds.ts")}`,
    prepare: () => {
      fs.rmSync(contentDir, { recursive: true, force: true });
      fs.cpSync(path.join(repo, "content"), contentDir, { recursive: true });
      fs.cpSync(path.join(landingDir, "site-pages"), path.join(contentDir, "site-pages"), { recursive: true });
      writePictureFiles("landing-pictures.ts", site, LANDING_PICTURES);
    },
  };
}

/**
 * The address the path-prefix build is made for: a reserved name (.test) that scripts/test-path-prefix.ts
 * maps to its local server, so the build does not depend on which port is free and can be made
 * beside the others.
 */
export const PREFIX_SITE_URL = "https://vireo-prefix.test";

/** The real content (or CONTENT_DIR), built under `prefix` for PREFIX_SITE_URL. */
export const pathPrefix = (prefix = "/vireo"): Fixture => ({
  name: "path-prefix",
  contentDir: path.resolve(repo, process.env.CONTENT_DIR ?? "content"),
  env: { PATH_PREFIX: prefix, SITE_URL: PREFIX_SITE_URL },
  args: ["--prefix-paths"],
});

/**
 * The real content in English, German and Arabic (test/fixture-languages.ts): `npm run add-language`
 * for each, run on the fixture's own copy of content/, then the translations of test/fixtures/languages/. The browser tests of the languages
 * (e2e/languages.spec.ts, the widths) and the hosts' per-language 404 pages (test/build/*) share it.
 */
export function languagesFixture({ name = "languages", siteUrl }: { name?: string; siteUrl?: string } = {}): Fixture {
  const { site, contentDir, base } = ownFolder(name, siteUrl);
  return {
    ...base,
    source: [path.join(repo, "content"), languagesDir],
    // How the languages are put together is part of what the build is made from.
    key: `languages ${digestOf("test/fixture-languages.ts", "scripts/add-language.ts", "test/landing-pictures.ts", "test/pictures.ts")}`,
    prepare: () => {
      writeLanguagesContent(contentDir);
      writePictureFiles("landing-pictures.ts", site, LANDING_PICTURES);
    },
  };
}
/** `languagesFixture()`; `name` and `siteUrl` give the bench its own build (bench/run.ts `--fixture languages`). */
export const languages: Fixture = languagesFixture();
export const languagesPublic = fixturePublic(languages.name);

/**
 * The real content with `count` generated articles (some with covers) and three case studies
 * (test/fixture-articles.ts), the covers written into the fixture's own copy of static/: how the
 * build's time grows with the number of entries (bench/entries.ts), and the entry pages' bench
 * (`npm run bench -- --fixture articles`, with `name` and `siteUrl`). No test uses them.
 * `redirects`: that many redirects to the articles, imported from a CSV file (test/fixture-redirects.ts),
 * in `articles-<count>-redirects`: what they add to a build (bench/entries.ts `--redirects`).
 */
export function articlesFixture(
  count: number,
  {
    redirects = 0,
    name = redirects ? `articles-${count}-redirects-${redirects}` : `articles-${count}`,
    siteUrl,
  }: { redirects?: number; name?: string; siteUrl?: string } = {},
): Fixture {
  const { site, contentDir, base } = ownFolder(name, siteUrl);
  return {
    ...base,
    key:
      `articles ${count}; ${digestOf("test/fixture-articles.ts", "test/pictures.ts")}` +
      (redirects ? `; ${redirects} redirects ${digestOf("test/fixture-redirects.ts", "scripts/import-redirects.ts")}` : ""),
    prepare: () => {
      const articles = writeArticlesContent(contentDir, count);
      if (redirects) importFixtureRedirects(contentDir, articles, redirects);
      writePictureFiles("fixture-articles.ts", site);
    },
  };
}

/**
 * The same with three languages (English, German, Arabic): the languages fixture's content with
 * `count` articles and the three case studies in each language (test/fixture-articles.ts
 * writeLanguagesArticlesContent), for bench/entries.ts `--languages 3`.
 */
export function languagesArticlesFixture(count: number, { name = `articles-${count}-en-de-ar` }: { name?: string } = {}): Fixture {
  const { site, contentDir, base } = ownFolder(name);
  return {
    ...base,
    source: [path.join(repo, "content"), languagesDir],
    key: `articles ${count} in en, de, ar; ${digestOf("test/fixture-articles.ts", "test/pictures.ts", "test/fixture-languages.ts", "scripts/add-language.ts")}`,
    prepare: () => {
      writeLanguagesArticlesContent(contentDir, count);
      writePictureFiles("fixture-articles.ts", site);
    },
  };
}

/** The sizes bench/entries.ts times by default, in articles (5,000 only there: no test builds these). */
export const ARTICLE_COUNTS = [5, 50, 500, 5000] as const;

/**
 * Articles per language when a size is built in three languages: a third, so that the site has
 * about as many article pages as in one language (5,000 → 1,667 in each of three, 5,001 in all).
 */
export const articlesPerLanguage = (size: number, languageCount: number) => Math.max(1, Math.round(size / languageCount));

/**
 * Fixtures built only when named (`npx tsx test/fixture-builds.ts articles-500`, bench/entries.ts,
 * `npm run shots -- --fixture articles-50`): no test uses them, so `npm test`'s plain
 * `npx tsx test/fixture-builds.ts` leaves them out.
 */
export const onDemandFixtures = (): Record<string, Fixture> =>
  Object.fromEntries(
    ARTICLE_COUNTS.flatMap((size) => {
      const perLanguage = articlesPerLanguage(size, 3);
      return [
        [`articles-${size}`, articlesFixture(size)],
        [`articles-${perLanguage}-en-de-ar`, languagesArticlesFixture(perLanguage)],
      ];
    }),
  );

/** Every fixture the build and browser tests use, by name (the build tests' first: `npm test` builds them in this order). */
export const fixtures = (): Record<string, Fixture> => ({
  [languages.name]: languages,
  [longContent.name]: longContent,
  [listsMinAwkward.name]: listsMinAwkward,
  pictures: pictures(),
  "path-prefix": pathPrefix(),
});

/** The command line's name for the repository's own build in public/ (test/site-build.ts ensureRepositoryBuild). */
const REPOSITORY = "repository";

if (require.main === module) {
  try {
    const all = { ...fixtures(), ...onDemandFixtures() };
    const names = process.argv.slice(2);
    for (const name of names)
      if (!(name in all) && name !== REPOSITORY)
        throw new Error(`Unknown fixture "${name}"; known: ${[REPOSITORY, ...Object.keys(all)].join(", ")}`);
    for (const name of names.length ? names : Object.keys(fixtures())) {
      if (name === REPOSITORY) ensureRepositoryBuild();
      else ensureFixtureBuild(all[name] as Fixture);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
