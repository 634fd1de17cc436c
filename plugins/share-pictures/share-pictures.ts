import fs from "node:fs";
import path from "node:path";
import { decodeHTML } from "entities";
import { PICTURES_FOLDER, sharePictureName, SHARE_PICTURE_NAME, type ShareDrawing } from "../../src/lib/share-picture";

/** A page's generated picture as its head names it: the name Seo gave it and what it shows. */
export type Wanted = { name: string; title: string; language: string; dir: ShareDrawing["dir"] };

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeHTML(value);
};

function metaContent(head: string, property: string): string | undefined {
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) if (attribute(tag, "property") === property) return attribute(tag, "content");
  return undefined;
}

/** Reads the generated picture a built page's head asks for; undefined where the page shows its own (an editor's) picture. */
export function wantedPicture(html: string): Wanted | undefined {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const image = metaContent(head, "og:image");
  const name = image?.slice(image.lastIndexOf("/") + 1);
  if (!name || !SHARE_PICTURE_NAME.test(name)) return undefined;
  const htmlTag = /<html\s[^>]*>/.exec(head)?.[0] ?? "";
  return {
    name,
    title: metaContent(head, "og:image:alt") ?? "",
    language: attribute(htmlTag, "lang") ?? "",
    dir: attribute(htmlTag, "dir") === "rtl" ? "rtl" : "ltr",
  };
}

export type Brand = Pick<ShareDrawing, "brand" | "logoWord">;

/**
 * Each wanted picture in `publicDir/pictures/`: copied from `cacheDir` where an earlier build drew it (its name says everything
 * drawn), drawn otherwise. A name that does not match what the page's head says is drawn is an error: Seo and this plugin disagree.
 * Generated pictures no built page names are then removed from both folders (`pruned`), so neither only grows.
 */
export async function publishPictures(
  wanted: Iterable<Wanted>,
  {
    publicDir,
    cacheDir,
    design,
    brandOf,
    draw,
  }: {
    publicDir: string;
    cacheDir: string;
    design: string;
    brandOf: (language: string) => Brand;
    draw: (drawing: ShareDrawing) => Promise<Buffer>;
  },
): Promise<{ drawn: string[]; copied: number; kept: number; pruned: number }> {
  const byName = new Map<string, ShareDrawing>();
  for (const w of wanted) {
    const drawing: ShareDrawing = { title: w.title, ...brandOf(w.language), language: w.language, dir: w.dir };
    const expected = sharePictureName(drawing, design);
    if (expected !== w.name)
      throw new Error(`share-pictures: a page asks for ${w.name}, but "${w.title}" (${w.language}) would be drawn as ${expected}`);
    byName.set(w.name, drawing);
  }
  const out = path.join(publicDir, PICTURES_FOLDER);
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const drawn: string[] = [];
  let copied = 0;
  let kept = 0;
  const publish = async ([name, drawing]: [string, ShareDrawing]) => {
    const published = path.join(out, name);
    if (fs.existsSync(published)) return void (kept += 1);
    const cached = path.join(cacheDir, name);
    if (!fs.existsSync(cached)) {
      const temporary = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, await draw(drawing));
      fs.renameSync(temporary, cached);
      drawn.push(name);
    } else copied += 1;
    fs.copyFileSync(cached, published);
  };
  // As many at once as libuv has threads for sharp's work: all at once held every title's pixels (+0.4 GB at 270 pictures).
  const queue = byName.entries();
  const worker = async () => {
    for (const next of queue) await publish(next);
  };
  await Promise.all(Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE) || 4 }, worker));
  const unused = (folder: string) =>
    fs
      .readdirSync(folder)
      .filter((name) => SHARE_PICTURE_NAME.test(name) && !byName.has(name))
      .map((name) => path.join(folder, name));
  const pruned = unused(cacheDir);
  for (const file of [...pruned, ...unused(out)]) fs.rmSync(file);
  return { drawn: drawn.sort(), copied, kept, pruned: pruned.length };
}
