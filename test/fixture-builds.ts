/**
 * The builds of the site from other content that the browser tests serve beside the real one,
 * each in its own folder (test/site-build.ts):
 *
 * - `long-content`: test/fixtures/long-content/, the longest texts an editor could realistically
 *   write, with every list as long as its range allows (test/fixture-lists.ts; e2e/widths.spec.ts,
 *   `npm run shots -- --fixture long-content`). Its contact form delivers through Netlify Forms, so
 *   the same build also has the Netlify markup and the thank-you page (e2e/contact-delivery.spec.ts),
 *   and the widths tests see the longest form there is: one build instead of two;
 * - `lists-min-awkward`: the real content with every list at its minimum, and the grids of cards at
 *   their hardest counts: 7 service cards, 4 steps, 3 statistics, 1 mission card (test/fixture-lists.ts;
 *   e2e/widths.spec.ts);
 * - `variant-endpoint`: the real content with the contact form posting to the tests' receiver on
 *   127.0.0.1 (e2e/contact-delivery.spec.ts);
 * - `path-prefix`: the real content under a path, as on GitHub Pages (scripts/test-path-prefix.ts).
 *
 * The variants' content is made from content/ with only settings.yaml's delivery lines changed,
 * so it cannot drift from the real content.
 *
 * Command line: `npx tsx test/fixture-builds.ts [name …]` builds the named fixtures (all when none
 * is named) that are stale, one after the other, and exits 1 when a build fails; the name
 * `repository` is the repository's own build in public/ (from CONTENT_DIR and SITE_URL when set).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { atMaximum, shortLists, writeResizedContent, type CountPlan } from "./fixture-lists";
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

export const longContent: Fixture = resized("long-content", longContentDir, atMaximum);
export const longContentPublic = fixturePublic(longContent.name);

export const listsMinAwkward: Fixture = resized("lists-min-awkward", path.join(repo, "content"), shortLists);
export const listsMinAwkwardPublic = fixturePublic(listsMinAwkward.name);

const e2ePort = () => Number(process.env.E2E_PORT ?? 9347);
/** Where the tests' form receiver listens (its address is built into the endpoint variant). */
export const receiverPort = () => e2ePort() + 2;
/** The e2e port + 3 serves the endpoint variant (+ 1 is the long-content build, + 2 the receiver). */
export const variantPort = () => e2ePort() + 3;
/** The e2e port + 4 serves the lists-min-awkward build. */
export const listsPort = () => e2ePort() + 4;

/** content/settings.yaml's delivery lines, as the variants replace them. */
const DELIVERY = /^ {2}formDelivery: none$/m;

const variants = {
  endpoint: () => `formDelivery: endpoint\n  formEndpoint: http://127.0.0.1:${receiverPort()}/messages`,
} as const;
export type VariantName = keyof typeof variants;

/** The real content with the contact form set to deliver `name`'s way. */
export function variant(name: VariantName): Fixture {
  const fixtureName = `variant-${name}`;
  const contentDir = path.join(fixtureSite(fixtureName), "fixture-content");
  const settings = fs.readFileSync(path.join(repo, "content", "settings.yaml"), "utf8");
  if (!DELIVERY.test(settings))
    throw new Error('content/settings.yaml no longer has "  formDelivery: none"; update test/fixture-builds.ts');
  const changed = settings.replace(DELIVERY, `  ${variants[name]()}`);
  return {
    name: fixtureName,
    contentDir,
    // The delivery lines are the only difference; a changed receiver port makes the build stale.
    key: variants[name](),
    prepare: () => {
      fs.rmSync(contentDir, { recursive: true, force: true });
      fs.cpSync(path.join(repo, "content"), contentDir, { recursive: true });
      fs.writeFileSync(path.join(contentDir, "settings.yaml"), changed);
    },
  };
}

export const variantPublicDir = (name: VariantName) => fixturePublic(`variant-${name}`);

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

/** Every fixture the browser tests serve, by name. */
export const fixtures = (): Record<string, Fixture> => ({
  [longContent.name]: longContent,
  [listsMinAwkward.name]: listsMinAwkward,
  "variant-endpoint": variant("endpoint"),
  "path-prefix": pathPrefix(),
});

/** The command line's name for the repository's own build in public/ (test/site-build.ts ensureRepositoryBuild). */
const REPOSITORY = "repository";

if (require.main === module) {
  try {
    const all = fixtures();
    const names = process.argv.slice(2);
    for (const name of names)
      if (!(name in all) && name !== REPOSITORY)
        throw new Error(`Unknown fixture "${name}"; known: ${[REPOSITORY, ...Object.keys(all)].join(", ")}`);
    for (const name of names.length ? names : Object.keys(all)) {
      if (name === REPOSITORY) ensureRepositoryBuild();
      else ensureFixtureBuild(all[name] as Fixture);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
