// The editor at /admin/: plugins/cms-admin bundles this into public/admin/cms.js, beside the config.yml CMS.init() loads.
import CMS from "@sveltia/cms";
import { PAGE_BODY_FIELD } from "../content-model/graphql-types";
import { withIds } from "../content-model/ids";
import { addressedFiles, linksTo, pageAddressProblem, renameProblem, type KnownPage } from "../content-model/page-addresses";
import { rangeProblems } from "../content-model/ranges";
import { entriesInStep, inStep } from "../content-model/in-step";
import { contentFiles, entryFolders, sitePages, type ContentFile, type EntryFolder } from "../content-model/registry";
import { defaultLanguage, filesIn } from "./site-content";

// Defined by plugins/cms-admin when it bundles src/cms/.
declare const __CMS_PAGES__: KnownPage[];
declare const __CMS_ENTRIES__: KnownPage[];

// Tailwind's output for src/styles/admin-preview.css.
CMS.registerPreviewStyle(new URL("preview.css", import.meta.url).href);

// Only after @sveltia/cms: the previews make their elements with its React (react-shim.ts).
const { previews } = await import("./previews");
for (const [name, component] of Object.entries(previews)) CMS.registerPreviewTemplate(name, component);

type SavingEntry = {
  get: (key: "path" | "newRecord") => unknown;
  getIn: (keys: string[]) => { toJS: () => unknown } | undefined;
  setIn: (keys: string[], value: unknown) => SavingEntry;
};

const specOf = (file: string): ContentFile | undefined =>
  contentFiles.filter((f) => file === f.file || file.endsWith(`/${f.file}`)).sort((a, b) => b.file.length - a.file.length)[0];

const pageFolder = `/${sitePages.folder}/`;
const isPage = (file: string) => file.includes(pageFolder) && file.endsWith(".md");

const folderOf = (file: string): EntryFolder | undefined =>
  file.endsWith(".md") ? entryFolders.find((folder) => file.includes(`/${folder.folder}/`)) : undefined;

type Data = Record<string, unknown>;

// The editor tells no listener of a deletion: a page deleted here keeps its address taken until a reload.
const known = {
  content: { ...filesIn(defaultLanguage.code) },
  pages: new Map(__CMS_PAGES__.map((page) => [page.file, page])),
  /** Every page's and entry's address as last built or saved, by file. */
  addresses: new Map([...__CMS_PAGES__, ...__CMS_ENTRIES__].map((entry) => [entry.file, entry.address])),
};

const textsOf = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : []);

// The old address of a page or entry whose address changes joins its former addresses, which the site redirects to the
// new one (src/content-model/redirects.ts); going back to a former address takes it out of them.
function withFormerAddress(data: Data, before: string | undefined, field = "address"): Data {
  const address = String(data[field] ?? "");
  const former = textsOf(data.formerAddresses);
  const all = before && before !== address && !former.includes(before) ? [...former, before] : former;
  const kept = all.filter((old) => old !== address);
  return kept.length === former.length && kept.every((old, i) => old === former[i]) ? data : { ...data, formerAddresses: kept };
}

// Sveltia CMS (0.221) shows the cause of an error named `saving_failed` as the reason a save failed.
const refuse = (message: string): never => {
  throw new Error("saving_failed", { cause: new Error(message) });
};

function checkPage(file: string, data: Record<string, unknown>, isNew: boolean): void {
  const address = String(data.address ?? "");
  const contentPath = file.slice(0, file.indexOf(pageFolder));
  const pages = [...known.pages.values()];
  const taken = pageAddressProblem(file, address, [...pages, ...addressedFiles(known.content, contentPath)], isNew);
  if (taken) refuse(`${file}: address: ${taken}`);
  const before = isNew ? undefined : known.pages.get(file)?.address;
  if (before === undefined || before === address) return;
  const others = pages.filter((page) => page.file !== file);
  const renamed = renameProblem(before, address, linksTo(`/${before}`, known.content, others, contentPath));
  if (renamed) refuse(`${file}: address: ${renamed}`);
}

// An entry with a page of its own (a person) whose id changes, its name as before in the same place, keeps the old
// id among its former addresses: its old page redirects to the new one.
function withFormerIds(spec: ContentFile & { root: "list" }, entries: unknown, before: unknown): unknown {
  if (!Array.isArray(entries) || !Array.isArray(before)) return entries;
  const ids = new Set(entries.map((entry: Data | null) => entry?.id));
  return entries.map((entry: Data | null, i) => {
    const old = before[i] as Data | null | undefined;
    const renamed = entry && old && typeof old.id === "string" && !ids.has(old.id) && old[spec.labelField] === entry[spec.labelField];
    return renamed ? withFormerAddress(entry, old.id as string, "id") : entry;
  });
}

function inEveryLanguage(entry: SavingEntry, data: Data, inStep: (own: Data) => Data): SavingEntry {
  const others = (entry.getIn(["i18n"])?.toJS() ?? {}) as Record<string, { data?: Data }>;
  let out = entry.setIn(["data"], data);
  for (const [code, { data: own = {} }] of Object.entries(others)) out = out.setIn(["i18n", code, "data"], inStep(own));
  return out;
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: saving }) => {
    const entry = saving as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    const data = entry.getIn(["data"])?.toJS() as Data | undefined;
    if (!data) return undefined;
    const folder = folderOf(file);
    if (folder) {
      const isNew = Boolean(entry.get("newRecord"));
      if (folder === sitePages) checkPage(file, data, isNew);
      const recorded = withFormerAddress(data, isNew ? undefined : known.addresses.get(file));
      return inEveryLanguage(entry, recorded, (own) => {
        const body = own[PAGE_BODY_FIELD];
        const text = typeof body === "string" && body.trim() ? body : data[PAGE_BODY_FIELD];
        return { ...inStep(folder.fields, own, recorded), [PAGE_BODY_FIELD]: text };
      }) as never;
    }
    const spec = specOf(file);
    if (!spec) return undefined;
    // The editor lets Remove go below a list's minimum, and never checks the minimum of a file that is one list.
    const outOfRange = rangeProblems(spec, spec.root === "list" ? data.entries : data);
    if (outOfRange.length > 0) refuse(outOfRange.map((problem) => `${file}: ${problem}`).join(" "));
    // The editor keeps a file that is one list under the field `entries` (cms-config.ts, `root: true`).
    if (spec.root === "list") {
      const ided = withIds(spec, data.entries, { copies: true });
      const entries = spec.pages ? withFormerIds(spec, ided, known.content[spec.file]) : ided;
      return inEveryLanguage(entry, { ...data, entries }, (own) => ({
        ...own,
        entries: entriesInStep(spec.fields, own.entries, entries),
      })) as never;
    }
    const filled = withIds(spec, data, { copies: true }) as Data;
    return inEveryLanguage(entry, filled, (own) => inStep(spec.fields, own, filled)) as never;
  },
});

CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry: saved }) => {
    const entry = saved as unknown as SavingEntry;
    const file = String(entry.get("path") ?? "");
    const data = entry.getIn(["data"])?.toJS() as Record<string, unknown> | undefined;
    if (!data) return;
    if (folderOf(file)) known.addresses.set(file, String(data.address ?? ""));
    if (isPage(file)) {
      known.pages.set(file, { file, address: String(data.address ?? ""), body: String(data[PAGE_BODY_FIELD] ?? "") });
      return;
    }
    const spec = specOf(file);
    if (spec) known.content[spec.file] = spec.root === "list" ? data.entries : data;
  },
});

void CMS.init();
