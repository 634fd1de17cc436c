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
import { processPicture, type PipelineDirs } from "./src/images/pipeline";
import { deliveryOf, THANKS_ROUTE } from "./src/lib/contact-form";
import type { ContactThanksContext } from "./src/templates/contact-thanks";
import type { SitePageContext } from "./src/templates/site-page";

/** Where pictures come from (static/), where their renditions go, and where they wait between builds. */
const pictureDirs = (): PipelineDirs => ({
  staticDir: path.resolve("static"),
  publicDir: path.resolve("public"),
  cacheDir: path.resolve(".cache", "pictures"),
});

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // `picture: ProcessedPicture @picture` on every picture object: its renditions, made (or taken
  // from the cache) when a page's query asks for them; null when no file is chosen.
  actions.createFieldExtension({
    name: "picture",
    extend: () => ({
      resolve: (source: { src?: string | null }) => (source.src ? processPicture(source.src, pictureDirs()) : null),
    }),
  });
  actions.createTypes(contentTypeDefs());
};

/**
 * Picture files under static/images/ (the editor's uploads and pictures put there by hand) are
 * sources: only their processed renditions (public/pictures/) are published, never the originals
 * (a phone photo of several MB, with its location in the EXIF data). Gatsby copies static/ into
 * public/ before this runs.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  fs.rmSync(path.resolve("public", "images"), { recursive: true, force: true });
};

/**
 * The pages editors created (content/site-pages/*.md, one template), and the contact form's
 * thank-you page, only when the form delivers messages (src/lib/contact-form.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const pages = await graphql<{ allMarkdownPage: { nodes: { id: string; address: string }[] } }>(
    "{ allMarkdownPage { nodes { id address } } }",
  );
  if (pages.errors || !pages.data) {
    reporter.panicOnBuild("Could not read the created pages (content/site-pages/)", pages.errors);
    return;
  }
  for (const { id, address } of pages.data.allMarkdownPage.nodes) {
    const context: SitePageContext = { id };
    actions.createPage({ path: `/${address}/`, component: path.resolve("src/templates/site-page.tsx"), context });
  }

  const result = await graphql<{
    settingsYaml: { contact: { formDelivery: string | null } } | null;
    contactPageYaml: ContactThanksContext | null;
  }>("{ settingsYaml { contact { formDelivery } } contactPageYaml { thanks { title heading text backLink { label to } } } }");
  const { settingsYaml, contactPageYaml } = result.data ?? {};
  if (result.errors || !settingsYaml || !contactPageYaml) {
    reporter.panicOnBuild("Could not read contact > formDelivery (settings.yaml) or thanks (pages/contact.yaml)", result.errors);
    return;
  }
  if (deliveryOf(settingsYaml.contact) === "none") return;
  const context: ContactThanksContext = { thanks: contactPageYaml.thanks };
  actions.createPage({ path: THANKS_ROUTE, component: path.resolve("src/templates/contact-thanks.tsx"), context });
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
