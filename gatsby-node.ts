/**
 * Declares the GraphQL types of every content file and creates the pages that depend on content.
 * The types are generated from the declared schema in src/content-model/schema.ts (the same one
 * the build's content check uses), and every type is @dontInfer, so Gatsby never guesses a type.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transformSync } from "esbuild";
import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./src/content-model/graphql-types";
import { cacheEntryOf, PICTURES_FOLDER, processPicture, processSharePicture, type PipelineDirs } from "./src/images/pipeline";
import { listFiles } from "./src/lib/list-files";
import { markdownPictures } from "./src/lib/markdown";
import { deliveryOf, THANKS_ROUTE } from "./src/lib/contact-form";
import type { ContactThanksContext } from "./src/templates/contact-thanks";
import type { SitePageContext } from "./src/templates/site-page";
import { contentIn, contentModel, siteContentDir } from "./src/content-model/load";
import { latestAddresses, publicationDay } from "./src/content-model/entry-lists";
import { pagePath, type LanguageContext } from "./src/lib/languages";

/** Where pictures come from (static/), where their renditions go, and where they wait between builds. */
const pictureDirs = (): PipelineDirs => ({
  staticDir: path.resolve("static"),
  publicDir: path.resolve("public"),
  cacheDir: path.resolve(".cache", "pictures"),
});

/** Where uploads and pictures put there by hand live (static/images/), and their type of node. */
const PICTURE_FILES = "images";
const PICTURE_FILE_TYPE = "PictureFile";

type ResolverContext = { nodeModel: { findOne: (args: { type: string; query: { filter: object } }) => Promise<unknown> } };

/**
 * Makes the page asking for the picture at `src` depend on its file's node: Gatsby runs a page's
 * query again only when a node it read changed, and a file replaced under the same name (an
 * upload of a new team.jpg) changes no content file, only the file's node (sourceNodes).
 */
const dependOnFile = (context: ResolverContext, src: string) =>
  context.nodeModel.findOne({ type: PICTURE_FILE_TYPE, query: { filter: { src: { eq: src } } } });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  /** A field made from the picture file a content object names in `src`: null when it names none. */
  const fromFile = <T>(make: (src: string, dirs: PipelineDirs) => Promise<T>) => ({
    resolve: async (source: { src?: string | null }, _args: unknown, context: ResolverContext) => {
      if (!source.src) return null;
      await dependOnFile(context, source.src);
      return make(source.src, pictureDirs());
    },
  });
  // `picture: ProcessedPicture @picture` on every picture object: its renditions, made (or taken
  // from the cache) when a page's query asks for them.
  actions.createFieldExtension({ name: "picture", extend: () => fromFile(processPicture) });
  // `card: SharePicture @sharePicture` on a page's link-preview picture: its 1200 × 630 copy.
  actions.createFieldExtension({ name: "sharePicture", extend: () => fromFile(processSharePicture) });
  // `pictures: [MarkdownPicture!]! @markdownPictures` on a created page: the renditions of every
  // picture its Markdown shows, by address, for the template to draw in place.
  actions.createFieldExtension({
    name: "markdownPictures",
    extend: () => ({
      resolve: async (source: { body: string }, _args: unknown, context: ResolverContext) => {
        const addresses = [...new Set(markdownPictures(source.body).map((p) => p.src))];
        return Promise.all(
          addresses.map(async (src) => {
            await dependOnFile(context, src);
            return { src, picture: await processPicture(src, pictureDirs()) };
          }),
        );
      },
    }),
  });
  actions.createTypes(contentTypeDefs());
};

/** One node per file under static/images/, with the file's digest (see `dependOnFile`). */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const dir = path.join(pictureDirs().staticDir, PICTURE_FILES);
  if (!fs.existsSync(dir)) return;
  for (const file of listFiles(dir)) {
    const src = `/${PICTURE_FILES}/${file}`;
    actions.createNode({
      src,
      id: createNodeId(`${PICTURE_FILE_TYPE} ${src}`),
      internal: { type: PICTURE_FILE_TYPE, contentDigest: createContentDigest(fs.readFileSync(path.join(dir, file))) },
    });
  }
};

/** When this build started: a cache folder written after it was made by this build (see onPostBuild). */
const buildStarted = Date.now();

/**
 * Picture files under static/images/ (the editor's uploads and pictures put there by hand) are
 * sources: only their processed renditions (public/pictures/) are published, never the originals
 * (a phone photo of several MB, with its location in the EXIF data). Gatsby copies static/ into
 * public/ before this runs.
 *
 * public/ is kept from one build to the next, so public/pictures/ still holds the renditions of a
 * picture an editor has since replaced or removed: whatever no page refers to is taken out (a
 * file nobody asks for is not published). The log says how many pictures were made and how many
 * came from the cache.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { publicDir, cacheDir } = pictureDirs();
  fs.rmSync(path.join(publicDir, PICTURE_FILES), { recursive: true, force: true });
  const folder = path.join(publicDir, PICTURES_FOLDER);
  if (!fs.existsSync(folder)) return;
  const used = new Set<string>();
  const reference = new RegExp(`/${PICTURES_FOLDER}/([^/"'\\s,)?#]+)`, "g");
  for (const page of listFiles(publicDir, { skip: ["admin", PICTURES_FOLDER], match: /\.html$/ })) {
    for (const m of fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(reference)) used.add(m[1]!);
  }
  const published = fs.readdirSync(folder);
  const unused = published.filter((name) => !used.has(name));
  for (const name of unused) fs.rmSync(path.join(folder, name));
  if (published.length === unused.length) fs.rmSync(folder, { recursive: true });
  const entries = [...new Set(published.filter((name) => used.has(name)).map(cacheEntryOf))].filter((e): e is string => Boolean(e));
  const made = entries.filter(
    (entry) => (fs.statSync(path.join(cacheDir, entry, "picture.json"), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= buildStarted,
  );
  reporter.info(
    `pictures: ${entries.length} published (${made.length} made in this build, ${entries.length - made.length} taken from .cache/pictures/), ` +
      `${published.length - unused.length} files in public/${PICTURES_FOLDER}/; removed ${unused.length} no page refers to`,
  );
};

/** The site's languages, the default first (the content settings' `languages`, through the one loader). */
function siteLanguages(): { codes: string[]; defaultLanguage: string } {
  const codes = contentModel(siteContentDir()).languages.map((l) => l.code);
  return { codes, defaultLanguage: codes[0]! };
}

/**
 * The pages of src/pages (Home, About, Services, Contact, 404), once per language: the default
 * language's at the site's own addresses, every other's under its code (/de/about/), each with its
 * language in its context (the page queries take their language's content with it; the header's
 * switcher and the head's alternates link the others). The 404 page is /404.html in the default
 * language (Gatsby copies /404/ there) and /<code>/404.html in the others, which hosts serve for an
 * unknown address under /<code>/ where they can (README, the host table). Home and Services also get
 * the addresses of the newest articles and case studies they show (none while there are none).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = page.context as Partial<LanguageContext> | undefined;
  // Ours already (or Gatsby's copy of our /404/ as /404.html); Gatsby's own pages for `gatsby develop`.
  if (context?.language !== undefined || page.path === "/404.html" || page.path.startsWith("/dev-404-page")) return;
  const { codes, defaultLanguage } = siteLanguages();
  const languageOf = (language: string): LanguageContext & Record<`latest${string}`, string[]> => ({
    language,
    route: page.path === "/404/" ? "/" : page.path,
    translations: codes,
    ...latestAddresses(contentIn(contentModel(siteContentDir()), language), page.path, publicationDay()),
  });
  actions.deletePage(page);
  for (const language of codes) {
    if (page.path === "/404/" && language !== defaultLanguage) {
      actions.createPage({ ...page, path: `/${language}/404.html`, context: { ...page.context, ...languageOf(language) } });
      continue;
    }
    actions.createPage({
      ...page,
      path: pagePath(page.path, language, defaultLanguage),
      context: { ...page.context, ...languageOf(language) },
    });
  }
};

/**
 * The pages editors created (content/site-pages/*.md, one template), each in the languages it has
 * been written in, and the contact form's thank-you page in every language, only when the form
 * delivers messages (src/lib/contact-form.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { codes, defaultLanguage } = siteLanguages();
  const pages = await graphql<{ allMarkdownPage: { nodes: { id: string; address: string; language: string }[] } }>(
    "{ allMarkdownPage { nodes { id address language } } }",
  );
  if (pages.errors || !pages.data) {
    reporter.panicOnBuild("Could not read the created pages (content/site-pages/)", pages.errors);
    return;
  }
  const nodes = pages.data.allMarkdownPage.nodes;
  for (const { id, address, language } of nodes) {
    const route = `/${address}/`;
    // The languages this page is written in, in the order of the site's languages.
    const translations = codes.filter((code) => nodes.some((other) => other.address === address && other.language === code));
    const context: SitePageContext = { id, language, route, translations };
    actions.createPage({
      path: pagePath(route, language, defaultLanguage),
      component: path.resolve("src/templates/site-page.tsx"),
      context,
    });
  }

  const result = await graphql<{
    allSettingsYaml: { nodes: { language: string; contact: { formDelivery: string | null } }[] };
    allContactPageYaml: { nodes: ({ language: string } & Pick<ContactThanksContext, "thanks">)[] };
  }>(
    "{ allSettingsYaml { nodes { language contact { formDelivery } } } allContactPageYaml { nodes { language thanks { title heading text backLink { label to } } } } }",
  );
  const { allSettingsYaml, allContactPageYaml } = result.data ?? {};
  if (result.errors || !allSettingsYaml || !allContactPageYaml) {
    reporter.panicOnBuild("Could not read contact > formDelivery (settings.yaml) or thanks (pages/contact.yaml)", result.errors);
    return;
  }
  for (const language of codes) {
    const settings = allSettingsYaml.nodes.find((node) => node.language === language);
    const contact = allContactPageYaml.nodes.find((node) => node.language === language);
    if (!settings || !contact) {
      reporter.panicOnBuild(`Could not read the contact settings or the Contact page in the language "${language}"`);
      return;
    }
    if (deliveryOf(settings.contact) === "none") continue;
    const context: ContactThanksContext = { thanks: contact.thanks, language, route: THANKS_ROUTE, translations: codes };
    actions.createPage({
      path: pagePath(THANKS_ROUTE, language, defaultLanguage),
      component: path.resolve("src/templates/contact-thanks.tsx"),
      context,
    });
  }
};

/**
 * The contact form's optional script goes inline into the page (a page loads no script file; the
 * CSP step hashes it like any inline script). It is written as a readable file and minified here.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  const source = fs.readFileSync(path.resolve("src/scripts/contact-form.js"), "utf8");
  const { code } = transformSync(source, { minify: true, target: "es2020" });
  actions.setWebpackConfig({
    plugins: [plugins.define({ CONTACT_FORM_SCRIPT: JSON.stringify(code.trim()) })],
    // Lucide's package entry for bundlers is one ES module per icon (about 4,000 files), which
    // webpack resolves and parses one by one in every build stage: that more than doubled a cold
    // build. Its CommonJS entry is the same data in one file.
    resolve: { alias: { lucide$: createRequire(path.join(process.cwd(), "package.json")).resolve("lucide") } },
  });
};
