// Gives every built page without a picture of its own a generated share picture (draw.ts), named by Seo from what it shows.
// Listed after site-files, the last plugin to rewrite pages, so the record of pages read stays true until the next build.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { designKey, drawSharePicture, siteDesign } from "./draw";
import { publishPictures, wantedPicture, type Brand, type Wanted } from "./share-pictures";
import { htmlFiles } from "../site-files/headers";
import { contentIn, contentModel, settingsOf, siteSettings } from "../../src/content-model/load";
import { perPage } from "../../src/lib/page-record";

const repo = process.cwd();
const CACHE_DIR = path.join(repo, ".cache", "share-pictures");
const ASIDE = path.join(repo, ".share-pictures-aside");

// Gatsby empties .cache/ when it starts without state of its own or after a change of plugins: a deploy that restored only the
// pictures (docs/deploying.md) would lose them. They wait beside .cache/ while it does; any picture is valid, being named by
// what it shows.
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  if (!fs.existsSync(CACHE_DIR)) return;
  fs.rmSync(ASIDE, { recursive: true, force: true });
  fs.renameSync(CACHE_DIR, ASIDE);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  if (!fs.existsSync(ASIDE)) return;
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(CACHE_DIR), { recursive: true });
  fs.renameSync(ASIDE, CACHE_DIR);
};

let memo: { design: ReturnType<typeof siteDesign>; key: string } | undefined;
const current = () => {
  if (!memo) {
    const design = siteDesign(repo);
    memo = { design, key: designKey(design) };
  }
  return memo;
};

// Seo puts the key in each picture's name: a change of colours, mark, fonts or layout renames every picture.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ SHARE_PICTURE_DESIGN: JSON.stringify(current().key) })] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, raw) => {
  const started = performance.now();
  const contentDir = path.resolve((raw as PluginOptions & { contentDir?: string }).contentDir ?? "content");
  const publicDir = path.join(repo, "public");
  const { design: drawn, key } = current();
  const model = contentModel(contentDir);
  const brandOf = (language: string): Brand => {
    const own = settingsOf<Partial<Brand>>(contentIn(model, language)) ?? {};
    const site = siteSettings<Brand>(model);
    return { brand: own.brand ?? site.brand, logoWord: own.logoWord ?? site.logoWord };
  };
  const { results, redone } = perPage(path.join(CACHE_DIR, "pages.json"), key, htmlFiles(publicDir), (file) =>
    wantedPicture(fs.readFileSync(file, "utf8")),
  );
  const wanted = [...results.values()].filter((w): w is Wanted => Boolean(w));
  try {
    const {
      drawn: made,
      copied,
      kept,
      pruned,
    } = await publishPictures(wanted, {
      publicDir,
      cacheDir: CACHE_DIR,
      design: key,
      brandOf,
      draw: (drawing) => drawSharePicture(drawing, drawn),
    });
    reporter.info(
      `share-pictures: read the head of ${redone} pages; ${wanted.length} pages share ${made.length + copied + kept} generated pictures ` +
        `(${made.length} drawn in this build, ${copied} from .cache/share-pictures/, ${kept} already in public/pictures/; ${pruned} no page names removed from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
