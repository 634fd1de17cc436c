/**
 * The browser editor at /admin/: Sveltia CMS with previews in the site's look. plugins/cms-admin
 * bundles this file (with esbuild) into public/admin/cms.js; CMS.init() then loads the
 * configuration beside it (public/admin/config.yml, derived from the content schema).
 * https://sveltiacms.app/en/docs/api
 */
import CMS from "@sveltia/cms";
import { PAGE_BODY_FIELD } from "../content-model/graphql-types";
import { withIds } from "../content-model/ids";
import { linksTo, pageAddressProblem, renameProblem, type KnownPage } from "../content-model/page-addresses";
import { rangeProblems } from "../content-model/ranges";
import { entriesInStep, inStep } from "../content-model/in-step";
import { contentFiles, entryFolders, sitePages, type ContentFile, type EntryFolder } from "../content-model/schema";
import { defaultLanguage, filesIn } from "./site-content";

/** What the build knew (plugins/cms-admin): the created pages (and the content, site-content.ts). */
declare const __CMS_PAGES__: KnownPage[];

// The site's stylesheet, for every preview (Tailwind's output for src/styles/admin-preview.css).
CMS.registerPreviewStyle(new URL("preview.css", import.meta.url).href);

// Loaded after the editor, whose React the previews' elements are made with (react-shim.ts).
const { previews } = await import("./previews");
for (const [name, component] of Object.entries(previews)) CMS.registerPreviewTemplate(name, component);

/** What the editor hands a preSave listener: the entry as an Immutable.js map (Decap CMS's API). */
type SavingEntry = {
  get: (key: "path" | "newRecord") => unknown;
  getIn: (keys: string[]) => { toJS: () => unknown } | undefined;
  setIn: (keys: string[], value: unknown) => SavingEntry;
};

/** The declared content file at `file` (a path from the repository root, content/pages/home.yaml); the longest match wins. */
const specOf = (file: string): ContentFile | undefined =>
  contentFiles.filter((f) => file === f.file || file.endsWith(`/${f.file}`)).sort((a, b) => b.file.length - a.file.length)[0];

const pageFolder = `/${sitePages.folder}/`;
const isPage = (file: string) => file.includes(pageFolder) && file.endsWith(".md");

/** The folder of entries a file is in (a created page's: content/site-pages/careers.md). */
const folderOf = (file: string): EntryFolder | undefined =>
  file.endsWith(".md") ? entryFolders.find((folder) => file.includes(`/${folder.folder}/`)) : undefined;

type Data = Record<string, unknown>;

/**
 * The content and the created pages as this session knows them: as the build saw them, then as
 * each save here left them (postSave below). A page deleted in this session is still known until
 * the editor is reloaded (the editor tells no listener of a deletion): its address stays taken.
 */
const known = {
  content: { ...filesIn(defaultLanguage.code) },
  pages: new Map(__CMS_PAGES__.map((page) => [page.file, page])),
};

const refuse = (message: string): never => {
  throw new Error("saving_failed", { cause: new Error(message) });
};

/**
 * A created page's address, checked as the content check does: not one the site keeps, not
 * another page's, and not changed while content still links to the old one (the footer's links
 * made by footerList follow the page). The editor's own pattern has checked its form.
 */
function checkPage(file: string, data: Record<string, unknown>, isNew: boolean): void {
  const address = String(data.address ?? "");
  const pages = [...known.pages.values()];
  const taken = pageAddressProblem(file, address, pages, isNew);
  if (taken) refuse(`${file}: address: ${taken}`);
  const before = isNew ? undefined : known.pages.get(file)?.address;
  if (before === undefined || before === address) return;
  const contentPath = file.slice(0, file.indexOf(pageFolder));
  const others = pages.filter((page) => page.file !== file);
  const renamed = renameProblem(before, address, linksTo(`/${before}`, known.content, others, contentPath));
  if (renamed) refuse(`${file}: address: ${renamed}`);
}

/**
 * The data the editor is saving in its other languages (`i18n`: by code; none in a site with one
 * language), each replaced by `inStep(data)`, and the default language's by `data`.
 */
function inEveryLanguage(entry: SavingEntry, data: Data, inStep: (own: Data) => Data): SavingEntry {
  const others = (entry.getIn(["i18n"])?.toJS() ?? {}) as Record<string, { data?: Data }>;
  let out = entry.setIn(["data"], data);
  for (const [code, { data: own = {} }] of Object.entries(others)) out = out.setIn(["i18n", code, "data"], inStep(own));
  return out;
}

/**
 * Just before a content file is written:
 *
 * - Ids are never typed (the id fields are hidden, see cms-config.ts): every entry without an id
 *   gets one made from its title, and a copy made with Duplicate gets its own (ids.ts). The file
 *   then stores it, so it stays when the title changes.
 * - A list outside its range is not saved. The editor greys out Add and Duplicate at a list's
 *   maximum, but lets Remove go below the minimum and does not check the minimum of a file that
 *   is one list; this says what the check would say ("content/stats.yaml: has 1 statistic; between
 *   2 and 6 fit the layout. Add 1 …") where the editor shows why a save failed: the cause of an
 *   error named `saving_failed` (Sveltia CMS 0.221; cms-editing.spec.ts checks it).
 * - A created page whose address the site keeps, another page has, or that changes while content
 *   links to the old one is not saved either (`checkPage`), in the check's words.
 * - In a site with several languages, every other language's copy is kept in step with the
 *   default language's (in-step.ts): the ids made here, the values that are the same in every
 *   language, the same entries in the same order, and the default language's text wherever a
 *   translation was left empty (the check names it as not translated yet).
 *
 * The editor keeps a file whose top level is a list under the field `entries` (cms-config.ts,
 * `root: true`).
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: saving }) => {
    const entry = saving as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    const data = entry.getIn(["data"])?.toJS() as Data | undefined;
    if (!data) return undefined;
    const folder = folderOf(file);
    if (folder) {
      if (folder === sitePages) checkPage(file, data, Boolean(entry.get("newRecord")));
      return inEveryLanguage(entry, data, (own) => {
        const body = own[PAGE_BODY_FIELD];
        const text = typeof body === "string" && body.trim() ? body : data[PAGE_BODY_FIELD];
        return { ...inStep(folder.fields, own, data), [PAGE_BODY_FIELD]: text };
      }) as never;
    }
    const spec = specOf(file);
    if (!spec) return undefined;
    const outOfRange = rangeProblems(spec, spec.root === "list" ? data.entries : data);
    if (outOfRange.length > 0) refuse(outOfRange.map((problem) => `${file}: ${problem}`).join(" "));
    if (spec.root === "list") {
      const entries = withIds(spec, data.entries, { copies: true });
      return inEveryLanguage(entry, { ...data, entries }, (own) => ({
        ...own,
        entries: entriesInStep(spec.fields, own.entries, entries),
      })) as never;
    }
    const filled = withIds(spec, data, { copies: true }) as Data;
    return inEveryLanguage(entry, filled, (own) => inStep(spec.fields, own, filled)) as never;
  },
});

/** After a save: what this session knows of the content and the pages (`known`) follows it. */
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry: saved }) => {
    const entry = saved as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    const data = entry.getIn(["data"])?.toJS() as Record<string, unknown> | undefined;
    if (!data) return;
    if (isPage(file)) {
      known.pages.set(file, { file, address: String(data.address ?? ""), body: String(data[PAGE_BODY_FIELD] ?? "") });
      return;
    }
    const spec = specOf(file);
    if (spec) known.content[spec.file] = spec.root === "list" ? data.entries : data;
  },
});

void CMS.init();
