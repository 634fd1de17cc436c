/**
 * The builds of the site from other content that the browser tests serve beside the real one,
 * each in its own folder (test/site-build.ts):
 *
 * - `long-content`: test/fixtures/long-content/, the longest texts an editor could realistically
 *   write (e2e/widths.spec.ts, `npm run shots -- --long-content`). Its contact form delivers through
 *   Netlify Forms, so the same build also has the Netlify markup and the thank-you page
 *   (e2e/contact-delivery.spec.ts), and the widths tests see the longest form there is: one build
 *   instead of two;
 * - `variant-endpoint`: the real content with the contact form posting to the tests' receiver on
 *   127.0.0.1 (e2e/contact-delivery.spec.ts);
 * - `path-prefix`: the real content under a path, as on GitHub Pages (scripts/test-path-prefix.ts).
 *
 * The variants' content is made from content/ with only settings.yaml's delivery lines changed,
 * so it cannot drift from the real content.
 *
 * Command line: `npx tsx test/fixture-builds.ts [name …]` builds the named fixtures (all when none
 * is named) that are stale, one after the other, and exits 1 when a build fails.
 */
import fs from "node:fs";
import path from "node:path";
import { ensureFixtureBuild, fixturePublic, fixtureSite, repo, type Fixture } from "./site-build";

export const longContentDir = path.join(repo, "test", "fixtures", "long-content");

export const longContent: Fixture = { name: "long-content", contentDir: longContentDir };
export const longContentPublic = fixturePublic(longContent.name);

const e2ePort = () => Number(process.env.E2E_PORT ?? 9347);
/** Where the tests' form receiver listens (its address is built into the endpoint variant). */
export const receiverPort = () => e2ePort() + 2;
/** The e2e port + 3 serves the endpoint variant (+ 1 is the long-content build, + 2 the receiver). */
export const variantPort = () => e2ePort() + 3;

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
  "variant-endpoint": variant("endpoint"),
  "path-prefix": pathPrefix(),
});

if (require.main === module) {
  try {
    const all = fixtures();
    const names = process.argv.slice(2);
    for (const name of names) if (!(name in all)) throw new Error(`Unknown fixture "${name}"; known: ${Object.keys(all).join(", ")}`);
    for (const name of names.length ? names : Object.keys(all)) ensureFixtureBuild(all[name] as Fixture);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
