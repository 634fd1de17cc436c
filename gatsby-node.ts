/**
 * The content's types (from the registry), the Markdown entries' nodes and every page, each in every
 * language, from the one loader and what publish.ts computes for this build's day.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import type { GatsbyNode, Node } from "gatsby";
import { contentTypeDefs, SECTION_UNION, sectionTypeName } from "./src/content-model/graphql-types";
import { fillIds } from "./src/content-model/ids";
import { contentModel, forgetContent, placeOf, siteContentDir, settingsOf } from "./src/content-model/load";
import { latestOn, pagesOf, pathIn, planSite } from "./src/content-model/publish";
import { contentFiles, entryFolders, sectionTypes } from "./src/content-model/registry";
import { cacheEntryOf, PICTURES_FOLDER, processPicture, processSharePicture, siteDirs, type PipelineDirs } from "./src/images/pipeline";
import { deliveryOf, THANKS_ROUTE, type ContactSettings } from "./src/lib/contact-form";
import { listFiles } from "./src/lib/list-files";
import { perPage } from "./src/lib/page-record";
import { markdownPictures } from "./src/lib/markdown";

const PICTURE_FILES = "images";
const siteModel = () => contentModel(siteContentDir());
const sitePlan = () => planSite(siteModel());

type ResolverContext = {
  nodeModel: {
    findOne: (args: { type: string; query: { filter: object } }) => Promise<unknown>;
    findAll: (args: { type: string; query: { filter: object } }) => Promise<{ entries: Iterable<unknown> }>;
  };
};
type Source = Record<string, unknown>;
const inLanguage = (language: string) => ({ filter: { language: { eq: language } } });

/** A page asking for a picture depends on its file's node: an upload under the same name changes no content file. */
const dependOnFile = (context: ResolverContext, src: string) =>
  context.nodeModel.findOne({ type: "PictureFile", query: { filter: { src: { eq: src } } } });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const fromFile = <T>(make: (src: string, dirs: PipelineDirs) => Promise<T>) => ({
    resolve: async (source: { src?: string | null }, _args: unknown, context: ResolverContext) => {
      if (!source.src) return null;
      await dependOnFile(context, source.src);
      return make(source.src, siteDirs());
    },
  });
  actions.createFieldExtension({ name: "picture", extend: () => fromFile(processPicture) });
  actions.createFieldExtension({ name: "sharePicture", extend: () => fromFile(processSharePicture) });
  actions.createFieldExtension({
    name: "markdownPictures",
    extend: () => ({
      resolve: async (source: { body: string }, _args: unknown, context: ResolverContext) =>
        Promise.all(
          [...new Set(markdownPictures(source.body).map((p) => p.src))].map(async (src) => {
            await dependOnFile(context, src);
            return { src, picture: await processPicture(src, siteDirs()) };
          }),
        ),
    }),
  });
  // A nested list's ids made from its entries' titles where the file leaves them out (ids.ts).
  actions.createFieldExtension({
    name: "filledIds",
    args: { from: "String!" },
    extend: ({ from }: { from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
        const list = source[info.fieldName];
        return Array.isArray(list) ? fillIds(list, from) : list;
      },
    }),
  });
  actions.createFieldExtension({
    name: "orDefault",
    args: { value: "Boolean!" },
    extend: ({ value }: { value: boolean }) => ({
      resolve: (source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) => source[info.fieldName] ?? value,
    }),
  });
  // What sections show besides their own fields (graphql-types.ts): a shared list in its order, a file of words, a list's newest.
  const resolve = (fn: (source: Source, args: { language: string; routes: string[] }, context: ResolverContext) => unknown) => () => ({
    resolve: fn,
  });
  actions.createFieldExtension({
    name: "fileEntries",
    args: { type: "String!" },
    extend: ({ type }: { type: string }) =>
      resolve(async (_source, { language }, context) =>
        [...(await context.nodeModel.findAll({ type, query: inLanguage(language) })).entries].sort(
          (a, b) => (a as { fields: { position: number } }).fields.position - (b as { fields: { position: number } }).fields.position,
        ),
      )(),
  });
  actions.createFieldExtension({
    name: "fileWords",
    args: { type: "String!" },
    extend: ({ type }: { type: string }) =>
      resolve((_source, { language }, context) => context.nodeModel.findOne({ type, query: inLanguage(language) }))(),
  });
  const listFile = (folder: unknown) => contentFiles.find((f) => f.file === `pages/${String(folder)}.yaml`)?.typeName;
  actions.createFieldExtension({
    name: "listWords",
    args: { field: "String!" },
    extend: ({ field }: { field: string }) =>
      resolve((source, { language }, context) => {
        const type = listFile(source[field]);
        return type ? context.nodeModel.findOne({ type, query: inLanguage(language) }) : null;
      })(),
  });
  actions.createFieldExtension({
    name: "newestEntries",
    args: { field: "String!" },
    extend: ({ field }: { field: string }) =>
      resolve(async (source, { routes }, context) => {
        const type = entryFolders.find((f) => f.folder === source[field])?.typeName;
        if (!type) return [];
        const found = [...(await context.nodeModel.findAll({ type, query: { filter: { route: { in: routes } } } })).entries] as {
          route: string;
        }[];
        return found.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route)).slice(0, Number(source.count) || found.length);
      })(),
  });
  actions.createTypes([
    contentTypeDefs(),
    schema.buildUnionType({
      name: SECTION_UNION,
      types: sectionTypes.map((type) => sectionTypeName(type.name)),
      resolveType: (value: { type?: string }) => sectionTypeName(value.type ?? ""),
    }),
  ]);
};

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

/**
 * Each Markdown entry as a node of its folder's type, with what publish.ts computed, beside its File node. Its neighbours and
 * related entries are links to their nodes, so a page's query depends on those nodes alone: an edit runs again the queries
 * of the pages that show the entry, not every entry page's (a query over all entries would).
 */
function sourceEntries({ actions, createNodeId, createContentDigest, getNodesByType }: SourceArgs) {
  const model = siteModel();
  const plan = planSite(model);
  const files = new Map(getNodesByType("File").map((file) => [file.absolutePath as string, file]));
  const nodeId = (typeName: string, language: string, file: string) => createNodeId(`${typeName} ${language} ${file}`);
  // Looked up once per entry: a search through each list made this quadratic in the entries.
  const publishedByName = new Map(
    plan.languages.flatMap(({ language, lists }) =>
      lists.flatMap((list) => list.all.map((e) => [`${language.code} ${list.folder.folder} ${e.name}`, e] as const)),
    ),
  );
  const publishedOf = (language: string, folder: (typeof entryFolders)[number], name: string) =>
    publishedByName.get(`${language} ${folder.folder} ${name}`);
  const idOfRoute = new Map<string, string>();
  for (const content of model.content)
    for (const folder of entryFolders)
      for (const entry of content.entries[folder.folder] ?? []) {
        const published = publishedOf(content.language.code, folder, entry.name);
        if (published)
          idOfRoute.set(`${content.language.code} ${published.route}`, nodeId(folder.typeName, content.language.code, entry.path));
      }
  const planned = pagesOf(plan);
  const pageOf = new Map(
    planned.flatMap(({ context }) => ("related" in context ? [[`${context.language} ${context.entry}`, context] as const] : [])),
  );
  for (const content of model.content) {
    const language = content.language.code;
    const linked = (route: string) => idOfRoute.get(`${language} ${route}`) ?? null;
    for (const folder of entryFolders) {
      for (const entry of content.entries[folder.folder] ?? []) {
        if (!entry.data) continue;
        const published = publishedOf(language, folder, entry.name);
        const page = published && pageOf.get(`${language} ${published.route}`);
        const computed = published && {
          route: published.route,
          readingMinutes: published.readingMinutes,
          tagLinks: published.tags,
          cardText: (folder.list?.card ?? []).map((name) => String(entry.data?.[name] ?? "")),
          group: folder.list?.groupBy ? String(entry.data[folder.list.groupBy] ?? "") : null,
          previous: page ? linked(page.previous) : null,
          next: page ? linked(page.next) : null,
          related: page ? page.related.map(linked).filter((id) => id !== null) : [],
        };
        const data = { ...entry.data, body: entry.body, language, ...computed };
        const parent = files.get(entry.absolute);
        const node = {
          ...data,
          id: nodeId(folder.typeName, language, entry.path),
          parent: parent?.id,
          children: [],
          internal: { type: folder.typeName, contentDigest: createContentDigest(data) },
        };
        actions.createNode(node);
        if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node });
      }
    }
  }
  // Each page of a list or tag, linking the entries it shows: an edit runs again the queries of the pages that show the entry.
  for (const { path: pagePath, context } of planned) {
    if (!("routes" in context)) continue;
    const data = { path: pagePath, entries: context.routes.map((route) => idOfRoute.get(`${context.language} ${route}`)).filter(Boolean) };
    actions.createNode({
      ...data,
      id: createNodeId(`EntryListPage ${pagePath}`),
      internal: { type: "EntryListPage", contentDigest: createContentDigest(data) },
    });
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  const dir = path.join(siteDirs().staticDir, PICTURE_FILES);
  for (const file of fs.existsSync(dir) ? listFiles(dir) : []) {
    const src = `/${PICTURE_FILES}/${file}`;
    args.actions.createNode({
      src,
      id: args.createNodeId(`PictureFile ${src}`),
      internal: { type: "PictureFile", contentDigest: args.createContentDigest(fs.readFileSync(path.join(dir, file))) },
    });
  }
  sourceEntries(args);
};

let bootstrapped = false;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

/**
 * What a YAML file does not hold, on the transformer's nodes of it: their language, and a list's
 * entries' order and ids. In `gatsby develop` a changed content file brings the entries up to date.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, getNode } = args;
  if (node.internal.type !== "File" || typeof node.absolutePath !== "string") return;
  if (bootstrapped) forgetContent();
  const model = siteModel();
  const place = placeOf(model, node.absolutePath);
  if (!place) return;
  if (bootstrapped) sourceEntries(args as unknown as SourceArgs);
  if (place.kind !== "file") return;
  const loaded = model.content.find((c) => c.language.code === place.language)?.files.find((f) => f.absolute === node.absolutePath);
  const children = (getNode(node.id)?.children ?? []).flatMap((id) => getNode(id) ?? []);
  children.forEach((child, i) => {
    actions.createNodeField({ node: child, name: "language", value: place.language });
    if (place.spec.root !== "list") return;
    actions.createNodeField({ node: child, name: "position", value: i });
    actions.createNodeField({ node: child, name: "id", value: (loaded?.data as { id?: string }[] | undefined)?.[i]?.id ?? null });
  });
};

/** The pages of src/pages in every language (the 404 page as /<code>/404.html), with the newest entries they show. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (
    (page.context as { language?: string } | undefined)?.language !== undefined ||
    page.path === "/404.html" ||
    page.path.startsWith("/dev-404-page")
  )
    return;
  const plan = sitePlan();
  const translations = plan.languages.map((l) => l.language.code);
  actions.deletePage(page);
  for (const language of plan.languages) {
    const code = language.language.code;
    const route = page.path === "/404/" ? "/" : page.path;
    const path = page.path === "/404/" && !language.isDefault ? `/${code}/404.html` : pathIn(page.path, code, plan);
    actions.createPage({
      ...page,
      path,
      // Every built-in page but the 404 is searched.
      context: {
        ...page.context,
        language: code,
        route,
        translations,
        ...latestOn(language, page.path),
        ...(page.path === "/404/" ? {} : { search: {} }),
      },
    });
  }
};

/** Every content page publish.ts plans, and the contact form's thank-you page where the form delivers messages. */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const model = siteModel();
  const plan = planSite(model);
  for (const { path: pagePath, template, context } of pagesOf(plan))
    actions.createPage({ path: pagePath, component: path.resolve(template), context });
  const translations = plan.languages.map((l) => l.language.code);
  for (const content of model.content) {
    const contact = settingsOf<{ contact: ContactSettings }>(content)?.contact;
    if (!contact || deliveryOf(contact) === "none") continue;
    const language = content.language.code;
    actions.createPage({
      path: pathIn(THANKS_ROUTE, language, plan),
      component: path.resolve("src/templates/contact-thanks.tsx"),
      context: { language, route: THANKS_ROUTE, translations },
    });
  }
};

const buildStarted = Date.now();

/**
 * Uploads are sources: only their renditions are published, never a phone photo with its location
 * in it. public/ is kept between builds, so renditions no page refers to any more are taken out.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { publicDir, cacheDir } = siteDirs();
  fs.rmSync(path.join(publicDir, PICTURE_FILES), { recursive: true, force: true });
  const folder = path.join(publicDir, PICTURES_FOLDER);
  if (!fs.existsSync(folder)) return;
  const reference = new RegExp(`/${PICTURES_FOLDER}/([^/"'\\s,)?#]+)`, "g");
  const pages = listFiles(publicDir, { skip: ["admin", PICTURES_FOLDER], match: /\.html$/ }).map((page) => path.join(publicDir, page));
  const { results } = perPage(path.join(path.dirname(cacheDir), "picture-references.json"), reference.source, pages, (page) => [
    ...new Set([...fs.readFileSync(page, "utf8").matchAll(reference)].map((m) => m[1]!)),
  ]);
  const used = new Set([...results.values()].flat());
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  // The contact form's and the search page's optional scripts go inline (pages load no script file); readable in src/, bundled
  // with the helpers they import (the search page's counts: src/lib/plural.ts) and minified here.
  const inline = (file: string) =>
    JSON.stringify(
      buildSync({
        entryPoints: [path.resolve(file)],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        write: false,
      }).outputFiles[0]!.text.trim(),
    );
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ CONTACT_FORM_SCRIPT: inline("src/scripts/contact-form.js"), SEARCH_SCRIPT: inline("src/scripts/search.js") }),
    ],
    // Lucide's bundler entry is one module per icon (about 4,000 files): it more than doubled a cold build.
    resolve: { alias: { lucide$: createRequire(path.join(process.cwd(), "package.json")).resolve("lucide") } },
  });
};
