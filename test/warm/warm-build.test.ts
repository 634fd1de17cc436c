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
 *    Markdown), and a file taken out of static/ (an illustration no page shows).
 *
 * After each warm build, a new copy of the same files (nothing else: no .cache/, no public/) is
 * built cold, and the two builds' outputs (every file in public/, and deploy/generated/ for
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
 * comparing with the first cold build would need one cold build instead of five, but a warm build
 * back to files built before can pass by handing back what the same files made then: the
 * stylesheet name above stayed the first build's through a token change and back, and such a
 * test saw nothing. Each step also checks that its change reached the output, so the builds
 * cannot agree because the change did nothing. Every kind of change needs a cold build on each
 * side of it: five cold builds and four warm ones, about five minutes on a 2-core machine, which
 * is why this runs on its own (`npm run test:warm`, CI's `warm-builds` job), not in `npm test`.
 * The copy has one small photo (1800 × 1200): each cold build spends about 3 CPU-seconds on
 * pictures, too little to be worth sharing the picture cache between cold builds.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite, copySite, tail } from "../site-build";
import { addMarkdownPicture, editYaml, photoJpeg, UPLOADS } from "../pictures";
import { listFiles } from "../../src/lib/list-files";

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

/** A build that must succeed; its output's end when it does not. */
function build(dir: string, what: string): number {
  const { status, output, seconds } = buildSite(dir);
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
};

const PAGES = [
  "index.html",
  "about/index.html",
  "services/index.html",
  "contact/index.html",
  "privacy-policy/index.html",
  "terms-of-use/index.html",
  "404.html",
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
      (about.hero as Record<string, unknown>).photo = picture();
      about.shareImage = picture();
    });
    addMarkdownPicture(path.join(dir, "content"), PHOTO);
    fs.copyFileSync(path.join(dir, "static", "illustrations", "about-team.svg"), path.join(dir, RETIRED));
    const seconds = build(dir, "first (cold) build of the copy");
    console.log(`warm-build test: first cold build ${seconds.toFixed(1)} s`);
    previous = outputOf(dir);
    expect(previous.has("public/illustrations/retired.svg")).toBe(true);
  }, 700_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(steps.map((step) => [step.kind, step] as const))(
    "after %s",
    async (_kind, step) => {
      await step.change(dir);
      const warmSeconds = build(dir, "warm build");
      const warm = outputOf(dir);
      const before = previous;
      previous = warm;
      const reference = copySite("warm-build-reference-", dir);
      let cold: Output;
      try {
        const coldSeconds = build(reference, "cold build of the same files");
        console.log(`warm-build test: ${step.kind}: warm build ${warmSeconds.toFixed(1)} s, cold build ${coldSeconds.toFixed(1)} s`);
        cold = outputOf(reference);
      } finally {
        fs.rmSync(reference, { recursive: true, force: true });
      }
      // The files that differ first (a change the warm build missed shows there, by file), then
      // whether the change is in the output at all.
      expect(differences(warm, cold)).toEqual([]);
      step.reached(warm, before);
    },
    1_300_000,
  );
});
