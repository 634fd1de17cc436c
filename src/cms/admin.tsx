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
import { contentFiles, sitePages, type ContentFile } from "../content-model/schema";

/** What the build knew (plugins/cms-admin): every content file's data, and the created pages. */
declare const __CMS_CONTENT__: Record<string, unknown>;
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

/**
 * The content and the created pages as this session knows them: as the build saw them, then as
 * each save here left them (postSave below). A page deleted in this session is still known until
 * the editor is reloaded (the editor tells no listener of a deletion): its address stays taken.
 */
const known = {
  content: { ...__CMS_CONTENT__ } as Record<string, unknown>,
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
 *
 * The editor keeps a file whose top level is a list under the field `entries` (cms-config.ts,
 * `root: true`).
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: saving }) => {
    const entry = saving as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    const data = entry.getIn(["data"])?.toJS() as Record<string, unknown> | undefined;
    if (data && isPage(file)) {
      checkPage(file, data, Boolean(entry.get("newRecord")));
      return undefined;
    }
    const spec = specOf(file);
    if (!spec || !data) return undefined;
    const outOfRange = rangeProblems(spec, spec.root === "list" ? data.entries : data);
    if (outOfRange.length > 0) refuse(outOfRange.map((problem) => `${file}: ${problem}`).join(" "));
    if (spec.root === "list") {
      const entries = withIds(spec, data.entries, { copies: true });
      return (entries === data.entries ? undefined : entry.setIn(["data", "entries"], entries)) as never;
    }
    return entry.setIn(["data"], withIds(spec, data, { copies: true })) as never;
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
