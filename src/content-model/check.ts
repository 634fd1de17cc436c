/**
 * The content check, run by the build and `npm run check:content`: every file of every language as
 * the loader read it, against the registry, with what exists (publish.ts) for the links. Problems stop
 * the build; warnings do not.
 */
import { checkContentBytes } from "./check-bytes";
import { checkMarkdown } from "./check-markdown";
import { checkPictures } from "./check-pictures";
import { checkYaml, declared, locate, type Existing, type Shape } from "./check-yaml";
import {
  dataOf,
  loadContent,
  lineOf,
  parseEntry,
  settingsOf,
  type ContentModel,
  type LanguageContent,
  type LoadedEntry,
  type LoadedFile,
} from "./load";
import { givesAddress, reservedAddressMessage, sharedAddressMessage } from "./page-addresses";
import { closestKey, type Problem } from "./problems";
import { planIn, planSite, sitePagesOf, type LanguagePlan, type SitePlan } from "./publish";
import { rangeWords } from "./ranges";
import { redirectProblems } from "./redirects";
import {
  contentFiles,
  entryFolders,
  listSubpages,
  sitePages,
  translationOf,
  type ContentFile,
  type EntryFolder,
  type Fields,
} from "./registry";
import { checkTranslations, isStrayLanguageFile, missingTranslationMessage } from "./translations";
import { isAcceptableEndpoint } from "../lib/contact-form";
import { fillTemplate } from "../lib/entry-text";
import { MAX_TITLE_LENGTH, pageTitle } from "../lib/page-title";

const an = (noun: string) => `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}`;

/** A language's routes, places and services, for its links (the lists with no entry yet only for the header's). */
function existingIn(plan: LanguagePlan | undefined, file?: string, language?: string): Existing {
  return {
    routes: plan?.routes ?? [],
    anchors: plan?.anchors,
    references: plan?.references,
    linkable: file === "settings.yaml" ? plan?.emptyLists : [],
    language,
  };
}

/** The default language's file only: another language's files leave those fields out. */
const forLanguage = (spec: ContentFile, isDefault: boolean): Shape =>
  isDefault
    ? spec
    : {
        ...spec,
        fields: Object.fromEntries(
          Object.entries(spec.fields).map(([n, f]) => [n, translationOf(f) === "default only" ? { ...f, optional: true } : f]),
        ),
      };

/** An endpoint needs its address, and an https:// one. */
function contactFormProblems(file: LoadedFile): Problem[] {
  const contact = (file.data as { contact?: { formDelivery?: unknown; formEndpoint?: unknown } } | undefined)?.contact;
  const endpoint = typeof contact?.formEndpoint === "string" && contact.formEndpoint.trim() !== "" ? contact.formEndpoint : undefined;
  const at = (key: string) => ({ file: file.display, line: lineOf(file, ["contact", key]), field: "contact > formEndpoint" });
  if (contact?.formDelivery === "endpoint" && endpoint === undefined)
    return [
      {
        ...at("formDelivery"),
        message:
          'is missing: with "formDelivery: endpoint" the form needs the address it posts to. Add a line "formEndpoint: https://…" under contact ' +
          "(the form URL your form service gives you), or choose formDelivery: netlify or none.",
      },
    ];
  if (endpoint !== undefined && !isAcceptableEndpoint(endpoint))
    return [
      {
        ...at("formEndpoint"),
        message: `"${endpoint}" is not an https:// address, so what visitors type would travel unencrypted. Use the https:// address your form service gives you.`,
      },
    ];
  return [];
}

export function checkFile(file: LoadedFile, content: LanguageContent, plan: LanguagePlan | undefined): Problem[] {
  // Text in another encoding or with invisible characters cannot be trusted line by line.
  const bytes = checkContentBytes(file.bytes, file.display);
  if (bytes.length > 0) return bytes;
  const problems = checkYaml(
    forLanguage(file.spec, content.isDefault),
    file.text,
    file.display,
    existingIn(plan, file.spec.file, content.language.code),
    0,
    file,
  );
  return problems.length === 0 && file.spec.file === "settings.yaml" ? contactFormProblems(file) : problems;
}

/** Why an entry of `folder` may not take `address`: the site's own addresses, or its list's. */
function keptAddressMessage(folder: EntryFolder, address: string): string | undefined {
  if (!folder.list) return reservedAddressMessage(address);
  if (!Object.hasOwn(listSubpages, address)) return undefined;
  return `"${address}" is taken: it is ${listSubpages[address]} in the list's address. Choose another address for this ${folder.noun[0]}.`;
}

/** An entry's problems: its front matter, its address, its Markdown. `own` is its route, for links to its own headings. */
export function checkEntrySource(
  folder: EntryFolder,
  source: string | ReturnType<typeof parseEntry>,
  display: string,
  existing: Existing,
  own?: (address: string) => string | undefined,
): Problem[] {
  const entry = typeof source === "string" ? parseEntry(source, folder.fields) : source;
  if (!entry.front)
    return [
      {
        file: display,
        line: 1,
        message: `has no front matter. ${an(folder.noun[0])} starts with a line "---", then its fields (${Object.keys(folder.fields).join(", ")}), then another line "---", then its text.`,
      },
    ];
  const shape: Shape = { fields: folder.fields, root: "object", description: folder.description };
  const problems = checkYaml(shape, entry.front.text, display, existing, 1, entry.front);
  const address = problems.length === 0 && typeof entry.data?.address === "string" ? entry.data.address : undefined;
  const kept = address === undefined ? undefined : keptAddressMessage(folder, address);
  if (kept) problems.push({ file: display, line: lineOf(entry.front, ["address"]), field: "address", message: kept });
  for (const issue of checkMarkdown(
    entry.body,
    existing.routes ?? [],
    existing.anchors,
    address === undefined ? undefined : own?.(address),
  ))
    problems.push({ file: display, line: issue.line + entry.bodyLine - 1, field: "Markdown", message: issue.message });
  return problems;
}

export function checkEntry(entry: LoadedEntry, content: LanguageContent, plan: LanguagePlan | undefined): Problem[] {
  const bytes = checkContentBytes(entry.bytes, entry.display);
  if (bytes.length > 0) return bytes;
  const list = plan?.lists.find((l) => l.folder === entry.folder);
  const own = (address: string) => (entry.folder.list ? list && `${list.route}/${address}` : `/${address}`);
  return checkEntrySource(entry.folder, entry, entry.display, existingIn(plan, undefined, content.language.code), own);
}

/** The footer's lists of pages longer than they fit, reported on the last page of the list. */
function footerListProblems(content: LanguageContent): Problem[] {
  const folder = `${content.displayDir}/${sitePages.folder}`;
  const pages = sitePagesOf(content).sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title));
  const nav = settingsOf<{ nav?: unknown }>(content)?.nav;
  const words = {
    pages: { name: "the footer's Pages list", elsewhere: "'none' (or 'legal')" },
    legal: { name: "the footer's links beside the copyright line", elsewhere: "'none' (or 'pages')" },
  };
  return (["pages", "legal"] as const).flatMap((list): Problem[] => {
    const range = sitePages.footerRanges[list];
    const inList = pages.filter((page) => page.footerList === list);
    const headerLinks = list === "pages" && Array.isArray(nav) ? nav.length : 0;
    const count = headerLinks + inList.length;
    const last = inList.at(-1);
    if (count <= range.max || !last) return [];
    const named = inList.map((page) => `${folder}/${page.name} "${page.title}"`).join(", ");
    const entry = content.entries[sitePages.folder]?.find((page) => page.name === last.name);
    const held = headerLinks > 0 ? `${headerLinks} header links (settings.yaml nav) and ${inList.length} pages` : `${inList.length} pages`;
    return [
      {
        file: `${folder}/${last.name}`,
        line: entry?.front ? lineOf(entry.front, ["footerList"]) : undefined,
        field: "footerList",
        message:
          `${words[list].name} would hold ${count} links: ${held} (${named}); ${rangeWords(range)}. ` +
          `Set footerList to ${words[list].elsewhere} on ${count - range.max} of these pages${headerLinks > 0 ? ", or remove a header link" : ""}.`,
      },
    ];
  });
}

/** Two entries of a folder with one address; a list at an address the site, a page, another list or a language has. */
function addressProblems(content: LanguageContent, languageCodes: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const pages = new Map<string, string>();
  for (const folder of entryFolders) {
    const addresses = new Map<string, string>();
    for (const entry of content.entries[folder.folder] ?? []) {
      const address = entry.data?.address;
      if (typeof address !== "string") continue;
      const first = addresses.get(address);
      if (first)
        problems.push({
          file: entry.display,
          line: entry.front && lineOf(entry.front, ["address"]),
          field: "address",
          message: sharedAddressMessage(address, first),
        });
      else addresses.set(address, entry.display);
      if (folder === sitePages && !pages.has(address)) pages.set(address, entry.display);
    }
  }
  // Files with an address give pages theirs too: the lists' words files, the search page's, the pages of a list file's entries.
  // The lists first: another file with an address (the search page) then gives way to a list.
  const isList = (spec: ContentFile) => spec.interfaces?.includes("EntryList") === true;
  const addressFiles = contentFiles
    .filter(givesAddress)
    .sort((a, b) => Number(isList(b)) - Number(isList(a)))
    .map((spec) => ({ path: spec.file, what: isList(spec) ? "this list" : `the ${spec.label.toLowerCase()}` }));
  for (const { path, what } of addressFiles) {
    const file = content.files.find((f) => f.spec.file === path);
    const address = (file?.data as { address?: unknown } | undefined)?.address;
    if (!file || typeof address !== "string" || address === "") continue;
    const other = pages.get(address);
    const message =
      reservedAddressMessage(address)?.replace("this page", what) ??
      (other ? sharedAddressMessage(address, other).replace("this page", what) : undefined) ??
      (languageCodes.includes(address)
        ? `"${address}" is taken: /${address}/ is where the pages in the language ${address} are. Choose another address for ${what}.`
        : undefined);
    if (message) problems.push({ file: file.display, line: lineOf(file, ["address"]), field: "address", message });
    pages.set(address, file.display);
  }
  return problems;
}

const knownFiles = () => contentFiles.map((f) => f.file);

function strayProblem(path: string, display: string, displayDir: string): Problem {
  const guess = closestKey(path.replace(/\.ya?ml$/i, ".yaml"), knownFiles());
  return {
    file: display,
    message:
      `is not one of the site's content files, so the site cannot use it.${guess ? ` Did you mean ${displayDir}/${guess}? Rename it.` : ""}` +
      ` The content files are: ${knownFiles().join(", ")}. Move any other file out of ${displayDir}/.`,
  };
}

function checkLanguage(
  content: LanguageContent,
  base: LanguageContent,
  plan: LanguagePlan | undefined,
  codes: readonly string[],
): Problem[] {
  if (!content.exists)
    return [
      {
        file: content.displayDir,
        message: `does not exist, but ${content.language.name} (${content.language.code}) is among the languages in ${base.displayDir}/settings.yaml: its content lives there. Remove the language from the list, or add it with its files: take it out of the list, then run npm run add-language -- ${content.language.code}.`,
      },
    ];
  const problems: Problem[] = [];
  for (const spec of contentFiles) {
    const copies = content.files.filter((f) => f.spec === spec);
    if (!content.isDefault && spec.translation === "default only") {
      for (const copy of copies)
        problems.push({
          file: copy.display,
          message: `is written in the default language's folder only (${base.displayDir}/${spec.file}), for every language. Delete this copy.`,
        });
      continue;
    }
    if (copies.length === 0)
      problems.push({
        file: `${content.displayDir}/${spec.file}`,
        message: content.isDefault
          ? `is missing, but the site needs it (${spec.description.charAt(0).toLowerCase()}${spec.description.slice(1).replace(/\.$/, "")}). Restore it from the repository's history (git checkout HEAD -- ${content.displayDir}/${spec.file}), or check that it was not renamed or moved.`
          : missingTranslationMessage(spec.file, base, content),
      });
    if (copies.length > 1)
      problems.push({
        file: `${content.displayDir}/${spec.file}`,
        message: `exists ${copies.length} times (${copies.map((c) => c.display).join(", ")}). Keep one and delete the others.`,
      });
  }
  for (const stray of content.strays.filter((s) => !isStrayLanguageFile(s.path)))
    problems.push(strayProblem(stray.path, stray.display, content.displayDir));
  for (const file of content.files)
    if (content.isDefault || file.spec.translation !== "default only") problems.push(...checkFile(file, content, plan));
  for (const folder of entryFolders) {
    for (const stray of content.strayEntries.filter((file) => file.path.startsWith(`${folder.folder}/`)))
      problems.push({
        file: stray.display,
        message: `is not ${an(folder.noun[0]).toLowerCase()}: only Markdown files (ending in .md) belong in ${content.displayDir}/${folder.folder}/. Move it elsewhere, or rename it to end in .md if it is ${folder.noun[0] === "page" ? "a page" : "one"}.`,
      });
    for (const entry of content.entries[folder.folder] ?? []) problems.push(...checkEntry(entry, content, plan));
  }
  for (const { entry, list, message } of plan?.tagClashes ?? []) {
    const loaded = content.entries[list.folder.folder]?.find((e) => e.name === entry.name);
    problems.push({
      file: loaded?.display ?? entry.name,
      line: loaded?.front && lineOf(loaded.front, [list.folder.list.tags!]),
      field: list.folder.list.tags,
      message,
    });
  }
  return [...problems, ...footerListProblems(content), ...addressProblems(content, codes)];
}

/** Entries written by hand without an id: every build makes it from the title, so it follows the title. */
function missingIdWarnings(file: LoadedFile): Problem[] {
  const written = file.doc.errors.length > 0 ? undefined : (file.doc.toJS() as unknown);
  const warn = (fields: Fields, raw: unknown[], filled: unknown[], path: (string | number)[]) =>
    raw.flatMap((entry, i): Problem[] => {
      const from = fields.id?.type === "string" ? fields.id.derivedFrom : undefined;
      const id = (filled[i] as { id?: unknown } | undefined)?.id;
      const own = (entry as { id?: unknown } | null)?.id;
      if (!from || typeof id !== "string" || (typeof own === "string" && own.trim() !== "")) return [];
      const at = locate(file.spec, file, [...path, i]);
      return [
        {
          file: file.display,
          ...at,
          field: "id",
          message:
            `is missing, so every build makes it from the ${from} ("${id}"), and it changes whenever the ${from} does. ` +
            `Add the line "id: ${id}" to the entry to keep it (the browser editor adds it by itself).`,
        },
      ];
    });
  if (written === undefined || file.data === undefined) return [];
  const list = file.spec.root === "list" && Array.isArray(written) && Array.isArray(file.data);
  const roots = list ? warn(file.spec.fields, written as unknown[], file.data as unknown[], []) : [];
  const entries = list ? (written as unknown[]).map((e, i) => [e, [i]] as const) : [[written, []] as const];
  const nested = entries
    .flatMap(([entry, base]) => [...declared(file.spec.fields, entry, [...base])])
    .flatMap(({ field, value, path }) => {
      if (field.type !== "objectList" || !Array.isArray(value)) return [];
      const filled = path.reduce<unknown>((data, key) => (data as Record<string, unknown>)?.[key], file.data);
      return Array.isArray(filled) ? warn(field.fields, value, filled, path) : [];
    });
  return [...roots, ...nested];
}

const titleTooLong = (full: string) =>
  `the page's full title "${full}" is ${full.length} characters; search results show about ${MAX_TITLE_LENGTH} and cut the rest.`;

/** The titles of the pages a list file's entries get (a person's): their words' title, filled in with each entry. */
function entryPageTitleWarnings(content: LanguageContent, brand: string, suffix: string): Problem[] {
  return content.files.flatMap((file) => {
    const { spec } = file;
    const title = spec.pages ? (dataOf(content, spec.pages.words) as { title?: unknown } | undefined)?.title : undefined;
    if (spec.root !== "list" || typeof title !== "string" || !Array.isArray(file.data)) return [];
    return (file.data as Record<string, string>[]).flatMap((entry, i): Problem[] => {
      const full = pageTitle(fillTemplate(title, entry), brand, suffix);
      if (full.length <= MAX_TITLE_LENGTH) return [];
      const at = locate(spec, file, [i, spec.labelField]);
      return [
        {
          file: file.display,
          ...at,
          message: `${titleTooLong(full)} Shorten it here, or the title its page gets in ${file.display.slice(0, -spec.file.length)}${spec.pages!.words}.`,
        },
      ];
    });
  });
}

/** Page titles that, with the brand and suffix every title gets, are longer than search results show. */
function titleWarnings(content: LanguageContent): Problem[] {
  const settings = settingsOf<{ brand?: unknown; titleSuffix?: unknown }>(content);
  const { brand, titleSuffix: suffix } = settings ?? {};
  if (typeof brand !== "string" || typeof suffix !== "string") return [];
  return [
    ...entryPageTitleWarnings(content, brand, suffix),
    ...content.files.flatMap((file) =>
      [...declared(file.spec.fields, file.spec.root === "object" ? file.data : undefined, [])].flatMap(
        ({ field, value, path }): Problem[] => {
          if (field.type !== "string" || !field.pageTitle || typeof value !== "string") return [];
          const full = pageTitle(value, brand, suffix);
          if (full.length <= MAX_TITLE_LENGTH) return [];
          const over = full.length - MAX_TITLE_LENGTH;
          return [
            {
              file: file.display,
              line: lineOf(file, path),
              field: path.join(" > "),
              message:
                `${titleTooLong(full)} ` +
                `Shorten "${value}" by ${over} ${over === 1 ? "character" : "characters"} (" | ${brand} – ${suffix}" is added to every title).`,
            },
          ];
        },
      ),
    ),
  ];
}

/** Entries of the default language that leave out an optional field their readers or search engines miss (an opening's pay). */
function recommendedWarnings(content: LanguageContent): Problem[] {
  if (!content.isDefault) return [];
  return Object.values(content.entries)
    .flat()
    .flatMap((entry) =>
      Object.entries(entry.folder.fields).flatMap(([name, field]): Problem[] =>
        field.recommended && entry.data && entry.data[name] === undefined
          ? [{ file: entry.display, field: name, message: `is left out: ${field.recommended}` }]
          : [],
      ),
    );
}

const byPlace = (a: Problem, b: Problem) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1);

/** Every problem and warning: the files, the entries, across languages, and the picture files in `staticDir`. */
export function checkContent(
  model: ContentModel,
  staticDir?: string,
  plan: SitePlan = planSite(model),
): { problems: Problem[]; warnings: Problem[] } {
  if (!model.exists)
    return {
      problems: [
        {
          file: model.displayPrefix,
          message: "does not exist or is not a folder. Content files live in the content/ folder at the root of the project.",
        },
      ],
      warnings: [],
    };
  const [base] = model.content;
  if (!base) return { problems: [], warnings: [] };
  const codes = model.languages.slice(1).map((l) => l.code);
  const translations = checkTranslations(model);
  const pictures = checkPictures(model, staticDir);
  const problems = [
    ...model.content.flatMap((content) => checkLanguage(content, base, planIn(plan, content.language.code), codes)),
    ...redirectProblems(model, plan),
  ];
  return {
    problems: [...[...problems, ...translations.problems].sort(byPlace), ...pictures.problems],
    warnings: [
      ...model.content.flatMap((content) => [
        ...titleWarnings(content),
        ...content.files.flatMap(missingIdWarnings),
        ...recommendedWarnings(content),
      ]),
      ...translations.warnings,
      ...pictures.warnings,
    ],
  };
}

/** The problems of one file of the default language of `contentDir` (tests and scripts). */
export function problemsIn(contentDir: string, relativePath: string, displayPrefix = "content"): Problem[] {
  const model = loadContent(contentDir, displayPrefix);
  const display = `${displayPrefix}/${relativePath}`;
  return checkContent(model).problems.filter((p) => p.file === display);
}
