/**
 * The browser editor at /admin/: Sveltia CMS with previews in the site's look. plugins/cms-admin
 * bundles this file (with esbuild) into public/admin/cms.js; CMS.init() then loads the
 * configuration beside it (public/admin/config.yml, derived from the content schema).
 * https://sveltiacms.app/en/docs/api
 */
import CMS from "@sveltia/cms";
import { withIds } from "../content-model/ids";
import { rangeProblems } from "../content-model/ranges";
import { contentFiles } from "../content-model/schema";

// The site's stylesheet, for every preview (Tailwind's output for src/styles/admin-preview.css).
CMS.registerPreviewStyle(new URL("preview.css", import.meta.url).href);

// Loaded after the editor, whose React the previews' elements are made with (react-shim.ts).
const { previews } = await import("./previews");
for (const [name, component] of Object.entries(previews)) CMS.registerPreviewTemplate(name, component);

/** What the editor hands a preSave listener: the entry as an Immutable.js map (Decap CMS's API). */
type SavingEntry = {
  get: (key: "path") => unknown;
  getIn: (keys: string[]) => { toJS: () => unknown } | undefined;
  setIn: (keys: string[], value: unknown) => SavingEntry;
};

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
 *
 * The editor keeps a file whose top level is a list under the field `entries` (cms-config.ts,
 * `root: true`).
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: saving }) => {
    const entry = saving as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    // The path is from the repository root (content/pages/home.yaml); the longest match wins.
    const spec = contentFiles
      .filter((f) => file === f.file || file.endsWith(`/${f.file}`))
      .sort((a, b) => b.file.length - a.file.length)[0];
    const data = entry.getIn(["data"])?.toJS() as Record<string, unknown> | undefined;
    if (!spec || !data) return undefined;
    const outOfRange = rangeProblems(spec, spec.root === "list" ? data.entries : data);
    if (outOfRange.length > 0) {
      throw new Error("saving_failed", { cause: new Error(outOfRange.map((problem) => `${file}: ${problem}`).join(" ")) });
    }
    if (spec.root === "list") {
      const entries = withIds(spec, data.entries, { copies: true });
      return (entries === data.entries ? undefined : entry.setIn(["data", "entries"], entries)) as never;
    }
    return entry.setIn(["data"], withIds(spec, data, { copies: true })) as never;
  },
});

void CMS.init();
