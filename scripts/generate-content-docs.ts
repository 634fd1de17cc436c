/**
 * `npx tsx scripts/generate-content-docs.ts`: writes CONTENT.md (formatted with Prettier), the editors' guide to the
 * content files. The field tables and the rules (ranges, ids, allowed values) come from the
 * declared schema (src/content-model/registry.ts), the examples from the current content files.
 *
 * A test regenerates the guide and compares it with CONTENT.md, ignoring the examples (they
 * follow the content, which editors change without regenerating), so the guide cannot drift
 * from the schema.
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import {
  contentFiles,
  entryFolders,
  listedFolders,
  sectionTypes,
  translationOf,
  MAX_PICTURE_BYTES,
  reservedAddresses,
  SHARE_PICTURE,
  siteRoutes,
  sitePages,
  type ContentFile,
  type EntryFolder,
  type Field,
  type Fields,
  type Range,
  type SectionType,
} from "../src/content-model/registry";
import { dataOf, defaultContent, loadContent, type LanguageContent } from "../src/content-model/load";
import { LARGEST_WIDTH, PICTURES_FOLDER, RENDITION_WIDTHS } from "../src/images/pipeline";
import { mediaFolder } from "../src/content-model/cms-config";
import { placeholders } from "../src/lib/markdown";
import { schemaFileName, schemaFolder } from "../src/content-model/json-schema";
import { rangeWords } from "../src/content-model/ranges";
import { FEED_SIZE } from "../src/content-model/publish";

/** "a 'Service cards' section (type: services)": how the docs name a section type. */
const sectionNamed = (type: SectionType) => `a '${type.label}' section (\`type: ${type.name}\`)`;
/** The type of section that shows the newest entries of a list. */
const latestSection = sectionTypes.find((t) => t.fields.list?.type === "string" && t.fields.count?.type === "integer");
const newestOn = latestSection ? `every page with ${sectionNamed(latestSection)} naming it` : "no page";

/** The pages each file's content appears on: a list a type of section shows whole, wherever a page has such a section. */
export const shownOn: Readonly<Record<string, string>> = {
  // A file the registry says is shown somewhere says it there (shownOn).
  ...Object.fromEntries(contentFiles.flatMap((spec) => (spec.shownOn ? [[spec.file, spec.shownOn]] : []))),
  "settings.yaml": "every page (header, footer, page titles), and the Contact page",
  ...Object.fromEntries(
    sectionTypes.flatMap((type) => (type.shows ? [[type.shows, `every page with ${sectionNamed(type)} (see "Sections" below)`]] : [])),
  ),
  "pages/home.yaml": "Home (/)",
  "pages/about.yaml": "About (/about)",
  "pages/services.yaml": "Services (/services)",
  "pages/contact.yaml": "Contact (/contact)",
  "pages/not-found.yaml": "the 404 page (any address that does not exist)",
  "pages/search.yaml": "the search page (at its address), the header's and the menu's link to it, and its results",
  ...Object.fromEntries(
    listedFolders.map(({ noun: [one, many], list, ...folder }) => [
      `pages/${folder.folder}.yaml`,
      `the ${many}' list, its later pages${list.tags ? " and tag pages" : ""}, every ${one}'s page, the newest ${many} on ${newestOn}${list.feed ? ", and the feed" : ""}${list.keptWhenEmpty ? ` (the list page also with no ${one}; the newest only while there are some)` : `; only once the first ${one} is published`}`,
    ]),
  ),
};

type Row = { name: string; description: string; example: string };

const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

const cell = (s: string) => s.replace(/[|*]/g, "\\$&").replace(/`/g, "'").replace(/\s+/g, " ").trim();

function example(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number" || typeof value === "boolean") return `\`${String(value)}\``;
  if (typeof value === "string") {
    // As it is written in YAML (so "404" keeps its quotes), shortened.
    const short = value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value;
    return `\`${cell(stringify(short, { lineWidth: 0 }).trim())}\``;
  }
  return "";
}

function kind(field: Field): string {
  switch (field.type) {
    case "string":
      // The description already points to lucide.dev, where the ~2000 names are shown with their pictures.
      if (field.format === "icon") return "";
      if (field.enum) return ` One of: ${field.enum.map((v) => `\`${v}\``).join(", ")}.`;
      switch (field.format) {
        case "link":
          return ` A page of this site (${siteRoutes.map((r) => `\`${r}\``).join(", ")}, or a page you created) or a full address (https://…, mailto:…, tel:…).`;
        case "route":
          return ` A page of this site: ${siteRoutes.map((r) => `\`${r}\``).join(", ")}, or a page you created (\`/accessibility\`); the browser editor offers them as a list (a page created since the site was last built joins it after the next build).`;
        case "url":
          return " A full address starting with https://.";
        case "email":
          return " An e-mail address.";
        case "tel":
          return " tel: and the number, no spaces.";
        case "id":
          return " Lowercase letters, digits and dashes.";
        case "address":
          return " Lowercase letters, digits and hyphens, no slashes.";
        case "date":
          return " A date, YYYY-MM-DD.";
        case "markdown":
          return ' Markdown, as the text of a page you create (see "Writing a page").';
        case "language":
          return " A language's code (BCP 47), such as de or pt-BR.";
        case "reference":
          return ` The id of one of the entries of \`content/${field.references}\`, chosen from them.`;
        case "country":
          return " A country's two-letter ISO 3166 code, such as DE or US.";
        case "currency":
          return " A currency's three-letter ISO 4217 code, such as EUR or USD.";
        default:
          return field.allowEmpty ? ' May be empty ("").' : "";
      }
    case "boolean":
      return field.default === undefined ? " `true` or `false`." : ` \`true\` or \`false\`; left out, \`${String(field.default)}\`.`;
    case "integer":
      return ` A whole number${field.minimum !== undefined ? ` from ${field.minimum} to ${field.maximum}` : ""}, without quotes.`;
    case "stringList":
      return field.format === "reference"
        ? ` A list of ids of the entries of \`content/${field.references}\`: ${rangeWords(field.range)}.`
        : field.format === "country"
          ? ` A list of countries' two-letter ISO 3166 codes (DE, US): ${rangeWords(field.range)}.`
          : ` A list of texts: ${rangeWords(field.range)}.`;
    case "object":
      return " A group of the fields below.";
    case "plural":
      return ` A count in words: a line for each form the language uses (see "Counts in words" above), {{count}} the number${
        field.placeholders.length > 0 ? `; every form holds ${field.placeholders.map((n) => `{{${n}}}`).join(" and ")}` : ""
      }.`;
    case "objectList":
      return field.types
        ? ` A list of sections, each of one of the types in "Sections" below, named by its \`type\`: ${rangeWords(field.range)}.`
        : ` A list of entries, each with the fields below: ${rangeWords(field.range)}.`;
  }
}

/** What a field is in a site of several languages, after its description (translated fields say nothing). */
function translationNote(field: Field): string {
  if (field.type === "object" || field.type === "objectList") return "";
  const translation = translationOf(field);
  if (translation === "same") return " Same in every language.";
  if (translation === "default only") return " In the default language's file only.";
  return "";
}

/** One table row per field, nested fields named `hero > cta > label` (as the check's messages name them). */
function rows(fields: Fields, data: unknown, prefix: string[] = []): Row[] {
  const record = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = record[name];
    const fullName = [...prefix, name].join(" > ");
    const own: Row = {
      name: fullName,
      description: `${cell(field.description)}${kind(field)}${field.optional ? " Optional." : ""}${translationNote(field)}`,
      example:
        field.type === "stringList" && Array.isArray(value)
          ? example(value[0])
          : field.type === "plural"
            ? example((value as { other?: unknown } | undefined)?.other)
            : example(value),
    };
    if (field.type === "object") return [own, ...rows(field.fields, value, [...prefix, name])];
    if (field.type === "objectList" && field.types) return [{ ...own, example: "" }];
    if (field.type === "objectList") return [own, ...rows(field.fields, Array.isArray(value) ? value[0] : undefined, [...prefix, name])];
    return [own];
  });
}

/** "between 2 and 6 statistics (what fits the layout)" */
const rangeRule = (range: Range) =>
  `${range.min === 0 ? `up to ${range.max}` : `between ${range.min} and ${range.max}`} ${range.noun[1]} (${rangeWords(range)})`;

/** The rules of one file, from the schema. */
function rules(spec: ContentFile): string[] {
  const out: string[] = [];
  if (spec.root === "list") {
    out.push(`Keep ${rangeRule(spec.range)}. The order of the entries is the order on the page.`);
  }
  const walk = (fields: Fields, prefix: string[]) => {
    for (const [name, field] of Object.entries(fields)) {
      const fullName = [...prefix, name].join(" > ");
      if (field.type === "stringList" || field.type === "objectList") {
        out.push(`\`${fullName}\`: keep ${rangeRule(field.range)}.`);
      }
      if (field.type === "string" && field.format === "id") {
        out.push(
          `Leave \`${fullName}\` out of a new entry (see "Ids" above), and never change an existing one: the site tells the entries apart by it. Every id in the list must be different.`,
        );
      }
      if (field.type === "object" || field.type === "objectList") walk(field.fields, [...prefix, name]);
    }
  };
  walk(spec.fields, []);
  out.push("Do not rename or remove fields, and do not add new ones: the site would not show them, and the check reports them.");
  out.push(
    `Notes for editors go in the field descriptions (src/content-model/registry.ts), not in \`#\` comments: the browser editor drops comments when it saves. The file's schema for live checks in VS Code is \`content/${schemaFolder}/${schemaFileName(spec)}\`.`,
  );
  return out;
}

/** One row per list: how many entries it may have, and why. */
function rangesTable(): string[] {
  const lines = ["| File | List | Entries |", "| --- | --- | --- |"];
  const row = (file: string, list: string, range: Range) => `| \`content/${file}\` | ${list} | ${capitalize(rangeWords(range))} |`;
  for (const spec of contentFiles) {
    if (spec.root === "list") lines.push(row(spec.file, "the whole file", spec.range));
    const walk = (fields: Fields, prefix: string[]) => {
      for (const [name, field] of Object.entries(fields)) {
        const fullName = [...prefix, name].join(" > ");
        if (field.type === "stringList" || field.type === "objectList") lines.push(row(spec.file, `\`${fullName}\``, field.range));
        if (field.type === "object" || field.type === "objectList") walk(field.fields, [...prefix, name]);
      }
    };
    walk(spec.fields, []);
  }
  for (const type of sectionTypes) {
    const walk = (fields: Fields, prefix: string[]) => {
      for (const [name, field] of Object.entries(fields)) {
        const fullName = [...prefix, name].join(" > ");
        if (field.type === "stringList" || field.type === "objectList")
          lines.push(`| ${sectionNamed(type)} | \`${fullName}\` | ${capitalize(rangeWords(field.range))} |`);
        if (field.type === "object" || field.type === "objectList") walk(field.fields, [...prefix, name]);
      }
    };
    walk(type.fields, []);
  }
  // The footer's lists of created pages: how many pages may say footerList: pages or legal.
  lines.push(
    row(
      `${sitePages.folder}/*.md`,
      "the footer's Pages list: the header's links (`nav` in `settings.yaml`) and the pages with `footerList: pages`",
      sitePages.footerRanges.pages,
    ),
    row(
      `${sitePages.folder}/*.md`,
      "the links beside the copyright line: the pages with `footerList: legal`",
      sitePages.footerRanges.legal,
    ),
  );
  return lines;
}

function sampleEntry(spec: ContentFile, data: unknown): string[] {
  if (spec.root !== "list" || !Array.isArray(data) || !data[0] || typeof data[0] !== "object") return [];
  const entry = data[0] as Record<string, unknown>;
  const picked = Object.fromEntries(Object.keys(spec.fields).map((name) => [name, entry[name] ?? "…"]));
  const yaml = stringify([picked], { lineWidth: 0 }).trimEnd();
  return ["Each entry looks like this (the first one in the file):", "", "```yaml", ...yaml.split("\n"), "```", ""];
}

const intro = `# Editing the site's content

<!-- Generated from src/content-model/registry.ts by \`npx tsx scripts/generate-content-docs.ts\`; do not edit by hand. -->

Every word on the site comes from the YAML files in [\`content/\`](content/). You can change the text
without touching any code. This guide lists every file and every field in it.

## How to edit

- **In the browser, at \`/admin/\`:** the content editor shows every file below as a form, with each
  field's description under it, and a preview in the site's look. It refuses to save a value the
  check below would reject, with the same message, and saves the same YAML files (on the live site
  as a commit to the repository; see "Signing in to the editor" below, and "Editing on your own
  computer" for a local checkout). Uploaded pictures go to \`static/images/uploads/\`; the site
  publishes small copies of them in modern formats, never the uploaded file (see "Pictures" below).
- **On GitHub:** open a file in \`content/\`, click the pencil (Edit), change the text, and commit. Every
  build checks the content first; if something is wrong, the build stops, and its log lists each
  problem with the file, line and fix (the same messages as \`npm run check:content\`, below).
- **In VS Code:** install the **YAML** extension (by Red Hat). The workspace settings
  (\`.vscode/settings.json\`, \`yaml.schemas\`) connect every content file to its description in
  \`content/schemas/\`: hover a field to see what it is, press Ctrl+Space for the fields you can add,
  and mistakes are underlined as you type. Other editors with a YAML language server take the same
  mapping: \`content/schemas/<name>.schema.json\` for \`content/<name>.yaml\` (\`pages-home\` for
  \`pages/home.yaml\`).

Notes for other editors belong in the field descriptions (\`src/content-model/registry.ts\`, shown in
all three places above), not in \`#\` comments in the files: the browser editor drops comments when
it saves a file.

### Editing on your own computer

\`\`\`sh
npm run cms
\`\`\`

Then open <http://localhost:8000/admin/> in **Chrome or Edge** (they let a web page open a folder on
your computer; Firefox and Safari do not), click **Work with Local Repository** and choose the folder
of this repository (the one with \`content/\` in it). Saving writes the files in \`content/\`, and the
site at <http://localhost:8000> shows the change at once. Commit and push as usual.

### Signing in to the editor

On the published site, open \`/admin/\` and sign in with GitHub (or with a GitHub personal access
token). Every save is a commit to the repository, which the host then builds and publishes. Anyone
who may push to the repository can sign in. [docs/editor-sign-in.md](docs/editor-sign-in.md) says how a developer sets
this up once.

### YAML in a nutshell

- A field is \`name: value\` on one line. Only change what comes after \`name: \`; never rename the name.
- Indentation shows what belongs to what. Use **spaces, never tabs**, two per level, and line up the
  fields of the same group.
- A list entry starts with \`- \` (a dash and a space).
- Put the value in single quotes (\`title: 'Step one: research'\`) when it contains \`: \` or \` #\`,
  starts with a quote or one of \`\`@ \` & * ! % ? | > [ {\`\`, or is a number that must stay text
  (\`code: '404'\`), as the browser editor does. When the value has an apostrophe, use double quotes
  (\`title: "Let's talk: now"\`).
- \`#\` at the start of a line begins a comment, which the site ignores and the browser editor drops.
- Links (\`to\`, \`url\`) are either a page of this site (${siteRoutes.map((r) => `\`${r}\``).join(", ")}, or a page you created, such as \`/privacy-policy\`) or a full
  address starting with \`https://\` (or \`mailto:\` / \`tel:\`). The header's links and the 404 page's link lead to a page of
  this site only; the browser editor offers the pages that exist as a list. A link to a page that does not exist stops the check.
  In the other link fields the editor lists the pages in the hint, as you may type a web address there too.

Field names below are written the way the check's messages write them: \`hero > cta > label\` is the
\`label:\` line indented under \`cta:\`, which is indented under \`hero:\`. For a list such as \`nav\`,
\`nav > label\` is the \`label:\` of each entry.

## Preview your changes

\`\`\`sh
npm run develop
\`\`\`

Open <http://localhost:8000>. Saved edits appear in the browser without a restart. If an edit breaks a
file, the terminal prints the same message as \`npm run check:content\` (below), and until it is fixed a page
that needs the file may show Gatsby's error instead; fix the line, save, and the terminal says \`Content check passed\`.

## Check your changes

\`\`\`sh
npm run check:content
\`\`\`

It checks every content file in about a second and prints every problem at once, one per line:

\`\`\`text
content/steps.yaml:4: entry #1 "Step one: research": title: the value contains ": ", which YAML reads as the start of another field. Put the whole value in quotes: title: 'Step one: research'
\`\`\`

That is: the file, the line number, the entry (its position in the list and its title), the field,
then what is wrong and how to fix it. When every file is valid it says so and exits with 0. The
build runs the same check and stops on the same messages.

## How the contact form delivers

Choose with \`contact > formDelivery\` in \`content/settings.yaml\`. In every mode the form is sent with
POST, so nothing a visitor types ends up in an address, the browser history or a server log; the
browser checks the required fields first, and it works with JavaScript off.

| \`formDelivery\` | What happens when a visitor presses the button | What you set up |
| --- | --- | --- |
| \`none\` (also when left out) | Nothing is sent from the site. A note above the fields says so and offers the e-mail address and phone; the button opens the visitor's e-mail app with the subject and message filled in, and what they typed stays in the form. | Nothing. |
| \`netlify\` | Netlify Forms stores the message (and e-mails it to you if you ask it to); the visitor sees "message sent" on the page, or the page \`/contact/thanks/\` without JavaScript. | Host the site on Netlify and turn on form detection (Forms in the site's settings). |
| \`endpoint\` | The form posts to \`contact > formEndpoint\` (for example a Formspree or Basin form URL, or your own); "message sent" appears only when the service answers that it has it, and an error (with everything typed kept) otherwise. | Add \`formEndpoint: https://…\` under \`contact\`, and in the service set the redirect (thank-you) address to \`https://<your site>/contact/thanks/\`. The service must allow requests from the site's address (CORS), as Formspree and Basin do. |

A hidden field named \`_gotcha\` catches robots: people never see it, and Formspree, Basin and Netlify
drop messages that fill it in. The words of the messages are in \`content/pages/contact.yaml\` (\`form\`, \`thanks\`).

## Counts in words

Some texts say how many: a reading time, the search page's count of results. Languages tell counts
apart in different ways (English says "1 result" but "2 results"; Arabic has six forms), so such a
text has a form for each kind of count, named as CLDR names them: \`zero\`, \`one\`, \`two\`, \`few\`,
\`many\` and \`other\`. Write the forms the language uses, each on its own line indented under the
field, with \`{{count}}\` where the number goes (the site writes it as the language writes numbers):

\`\`\`yaml
results:
  one: '1 result for “{{query}}”'
  other: '{{count}} results for “{{query}}”'
\`\`\`

English and German use \`one\` (1) and \`other\` (every other count); Arabic uses all six. The check
names a form the language needs and lacks, with the counts it stands for, and the browser editor
offers a field for each form the site's languages use, required in those that use it. A form for a
single count (English \`one\`, Arabic \`zero\` and \`two\`) may leave the number out; every other form
must hold \`{{count}}\`.

## How many entries a list may have

Every list holds as many entries as its layout is made for, and every count in its range looks
finished on the page (the grids of cards share the cards out in balanced, centred rows). Add,
remove, reorder and duplicate entries freely within these ranges. In the browser editor: **Add**
under the list, **×** on an entry to remove it, **⋮ → Duplicate** to copy it, and the **=** handle to
move it (drag it, or click it and press ↑, ↓, Home or End); the hint under each list says its
range. At the maximum, Add and Duplicate are greyed out; below the minimum the editor does not
save, and says how many to add. The check says the same for a file edited by hand, and stops the
build: \`content/stats.yaml:1: has 7 statistics; between 2 and 6 fit the layout. Remove 1.\` The
order of the entries is their order on the page.

`;

/** The lists whose entries have ids ("service cards (`content/services.yaml`)"), from the schema. */
function listsWithIds(): string[] {
  const out: string[] = [];
  const walk = (fields: Fields, file: string, prefix: string) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.type === "objectList" && field.fields.id) out.push(`${field.range.noun[1]} (\`${prefix}${name}\` in \`content/${file}\`)`);
      if (field.type === "object" || field.type === "objectList") walk(field.fields, file, `${prefix}${name} > `);
    }
  };
  for (const spec of contentFiles) {
    if (spec.root === "list" && spec.fields.id) out.push(`${spec.range.noun[1]} (\`content/${spec.file}\`)`);
    walk(spec.fields, spec.file, "");
  }
  for (const type of sectionTypes)
    for (const [name, field] of Object.entries(type.fields))
      if (field.type === "objectList" && field.fields.id) out.push(`${field.range.noun[1]} (\`${name}\` in ${sectionNamed(type)})`);
  return out;
}

/** What CONTENT.md says about ids, after the table of ranges. */
const idsSection = () => `## Ids

The entries of ${listsWithIds()
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1")} have an \`id\`: a short
name such as \`web-development\` that the site tells them apart by; for service cards, sections and
mission cards it is also their address on the page (\`/services/#service-web-development\`).
**You never type one.** The browser editor hides
it and makes it when a new entry is first saved, from its title (\`Cloud Hosting\` →
\`cloud-hosting\`, \`cloud-hosting-2\` when that is taken), and a copy made with Duplicate gets
its own. From then on it is stored in the file and stays the same when the title changes, so links
to the entry keep working. In a file edited by hand, leave \`id\` out of a new entry: the build
makes it from the title the same way, and \`npm run check:content\` warns that it follows the
title until you add the line it suggests. Never change an existing id. Two entries with the same
id stop the check, which names both and suggests a new id for the second.`;

/** The section on the pages editors create (content/site-pages/), from `sitePages`, the placeholders and the reserved addresses. */
function sitePagesSection(content: LanguageContent | undefined): string[] {
  const folder = `content/${sitePages.folder}`;
  const first = content?.entries[sitePages.folder]?.find((entry) => entry.front && entry.data);
  const sample = first?.front;
  const data = first?.data;
  return [
    `## \`${folder}/*.md\`: pages you create`,
    "",
    `${sitePages.description} Each page is published at its own address, in the site's layout, with its own title, description and link previews, and listed in the sitemap unless it is kept out of search results.`,
    "",
    ...(sample && first
      ? [
          `A page starts with its fields between two \`---\` lines, then its text (the beginning of \`${folder}/${first.name}\`):`,
          "",
          "```yaml",
          "---",
          ...sample.text.split("\n"),
          "---",
          "```",
          "",
        ]
      : []),
    "Fields (all required unless marked optional):",
    "",
    "| Field | What it is | Example |",
    "| --- | --- | --- |",
    ...rows(sitePages.fields, data).map((row) => `| \`${row.name}\` | ${row.description} | ${row.example} |`),
    "",
    "### Creating, renaming and deleting a page",
    "",
    `- In the browser editor, **${sitePages.label}** lists the pages; **New ${sitePages.singularLabel}** creates one (its file is named after the address you give it; later changes of the address keep the file name, and the address in the file is what counts). Deleting is in the page's menu. In a checkout, add, rename or delete the \`.md\` file in \`${folder}/\`.`,
    `- The address is lowercase letters, digits and hyphens (\`accessibility\` is published at \`/accessibility/\`), different from every other page's, and none of these, which the site uses: ${Object.entries(
      reservedAddresses,
    )
      .map(([address, what]) => `\`${address}\` (${what})`)
      .join(", ")}.`,
    "- Links anywhere in the content (header, footer, buttons, and the text of pages) may lead to a created page by its address, such as `/accessibility` or `/accessibility#contact`. Before you delete a page or change its address, change the links to it: while one is left, the check stops and names the file, line and field (or the line of a page's text) of each link, and the page that is gone.",
    "- The browser editor checks a page's address when you save it, in the check's words: it refuses an address the site keeps (below) or another page has, and a new address while links in the content still lead to the old one (it names them). The footer's link to a page (`footerList`) follows the page by itself. The editor cannot stop a deletion: before you delete a page, remove the links to it, or the check (and the build) stops on them.",
    "- A `#` part after an address must name a place the page has: a heading of a created page (`/privacy-policy#your-rights`, or `#your-rights` on the same page), a service card (`/services#service-web-development`, also on `/`), a section of the Services page (`/services#section-graphic-design`) or a mission card (`/about#mission-mission`). When the heading or entry is gone, the check stops, suggests the nearest place and lists the ones there are.",
    `- \`footerList\` puts a link to the page in the footer: \`pages\` adds it to the Pages list after the header's links (${rangeWords(sitePages.footerRanges.pages)}), \`legal\` beside the copyright line, where the Privacy Policy and Terms of Use are (${rangeWords(sitePages.footerRanges.legal)}); \`footerOrder\` orders the links of one list. The link follows the page: its title is the link's text, and a new address changes the link too. A list with more links stops the check, which names the pages in it.`,
    "- `indexed: false` keeps the page out of search results (a `noindex` tag) and out of the sitemap; the page is still published and can be linked.",
    "",
    "### Writing a page: what the text can hold",
    "",
    'The text is Markdown. You can write paragraphs; section headings with `## ` (and `### `, `#### ` under them; each gets an id, so `/privacy-policy#your-rights` leads to the heading "Your rights"); **bold** (`**bold**`) and _italic_ (`_italic_`); lists (`- ` or `1. `); quotes (`> `); tables (GitHub style, `| a | b |`); `code` and code blocks (three backticks); links, `[words](/contact)`; and pictures, `![what it shows](/images/uploads/team.jpg)` (the browser editor\'s Image button uploads one and writes this for you; see "Pictures" above). Links to other sites open in a new tab, announced to screen readers, as elsewhere on the site. Wide tables and long lines of code scroll sideways inside their own box on a phone. A picture is as wide as the text and loads as the reader scrolls to it.',
    "",
    "You cannot write, and the check refuses, naming the line:",
    "",
    "- **HTML of any kind**: `<script>` (programs), event handlers such as `onerror=` or `onclick=`, `<iframe>` (other websites inside the page), `<form>` (forms belong to the Contact page), inline styles (`style=`), comments (`<!-- -->`) and every other tag. Even if one got through, the page would show it as text, never as HTML.",
    "- **Links other than** to a page of this site, `https://`, `http://`, `mailto:` and `tel:` addresses: `javascript:`, `data:` and other schemes are refused. A link to a page of this site must lead to a page that exists.",
    '- **Pictures without a description** (`![](/images/uploads/team.jpg)`) or described by their file name, and pictures that are not a picture file of this site (an address on another site, an SVG drawing): the words between the brackets are what people who cannot see the picture hear, so a picture in a page\'s text always has them. The file itself is checked like every picture (see "Pictures" above).',
    "- **A `# ` heading**: the page's title is its one main heading; start with `## `.",
    "",
    "Values from `content/settings.yaml` are written once there and filled in when the site is built; write them in double braces, and the check refuses a name it does not know:",
    "",
    "| Write | For |",
    "| --- | --- |",
    ...Object.entries(placeholders).map(([name, p]) => `| \`{{${name}}}\` | ${cell(p.description)} |`),
    "",
    "Lines that apply only with one setting go between `::: if <name> is <value>` and `:::` (each on a line of its own), for example `::: if contact.formDelivery is netlify`: the lines between appear only when the setting has that value. `::: if <name> is not <value>` shows them when it has any other (`::: if social.count is not 0`: only when the footer has social profile links).",
    "",
    "### The Privacy Policy and Terms of Use",
    "",
    `\`${folder}/privacy-policy.md\` and \`${folder}/terms-of-use.md\` are written for this site as it is built: no cookies, no analytics or tracking, nothing loaded from other companies, the hosting provider's request logs, and the contact form in each delivery mode (the paragraph that matches \`contact > formDelivery\` appears). The company name, addresses, social profiles and messaging link come from the settings, so the pages stay true when those change. **Have both reviewed by someone qualified for your company and the countries you work in before you publish the site**, and again whenever the site starts handling visitors' data differently (another form delivery, another host, analytics, embedded videos or maps, fonts or scripts from other sites). Change the \`updated\` date when you change what they say.`,
    "",
  ];
}

/**
 * The section on a folder of dated entries (`EntryList` in registry.ts): its
 * fields, and how entries are published, listed, scheduled and linked.
 */
function listedFolderSection(folder: EntryFolder, content: LanguageContent | undefined): string[] {
  const list = folder.list!;
  const listFile = `pages/${folder.folder}.yaml`;
  const [one, many] = folder.noun;
  const where = `content/${folder.folder}`;
  const address = (dataOf(content, listFile) as { address?: string } | undefined)?.address ?? folder.folder;
  const first = content?.entries[folder.folder]?.find((entry) => entry.front && entry.data);
  return [
    `## \`${where}/*.md\`: ${many}`,
    "",
    `${folder.description} The list's address, its words and the words every ${one}'s page shares are in \`content/${listFile}\`.`,
    "",
    "Fields (all required unless marked optional):",
    "",
    "| Field | What it is | Example |",
    "| --- | --- | --- |",
    ...rows(folder.fields, first?.data).map((row) => `| \`${row.name}\` | ${row.description} | ${row.example} |`),
    "",
    `### Publishing ${many}`,
    "",
    `- In the browser editor, **${folder.label}** lists them; **New ${folder.singularLabel}** creates one (its file is named after its address). In a checkout, add the \`.md\` file in \`${where}/\`: its fields between two \`---\` lines, then its text in Markdown, as a page you create ("Writing a page" below holds for ${many} too).`,
    `- Each ${one} is published at \`/${address}/<its address>/\`, and listed newest first at \`/${address}/\`, ${list.perPage} to a page (then \`/${address}/page/2/\` …)${list.tags ? `; each tag has a page at \`/${address}/tags/<tag>/\`` : ""}. Its page shows ${list.untimed ? "" : "its reading time, "}the ${many} published before and after it, and up to three related ${many} (${folder.fields[list.relatedBy]?.type === "stringList" ? `the most ${list.relatedBy} in common` : `of the same ${list.relatedBy}, the newest first`}).`,
    `- **Drafts:** \`draft: true\` keeps ${article(one)} unpublished; \`npm run develop\` and the editor's preview show it.`,
    `- **Scheduled:** ${article(one)} dated in the future is published by the first build on or after its day. Days are UTC days (a day starts at midnight UTC: 7 pm the evening before in New York in winter, 8 pm in summer); the site is rebuilt every day just after midnight UTC (docs/deploying.md, "Scheduled articles and case studies"), so it appears soon after that midnight.`,
    list.keptWhenEmpty
      ? `- The ${many} list's page is published even with no ${one}: it then shows \`empty\` instead of the list. ${capitalize(newestOn)} (\`list: ${folder.folder}\`) shows the newest (as many as its \`count\`), and a link to the list, only while there are some.`
      : `- Until one ${one} is published, the site has no ${many} list: no page, no header link (a header link to \`/${address}\` in \`content/settings.yaml\` is left out until then)${list.feed ? ", no feed" : ""}, and sections showing the newest ${many} are left out. From the first one on, ${newestOn} (\`list: ${folder.folder}\`) shows the newest (as many as its \`count\`).`,
    ...(list.expires
      ? [
          `- **Closing:** ${article(one)} is shown up to and including its \`${list.expires}\` day; the first build after that day (the daily rebuild just after midnight UTC) takes it down: off the list, the sitemap and the site's search, and its page is gone.`,
        ]
      : []),
    ...(list.groupBy ? [`- The list page groups the ${many} under a heading for each \`${list.groupBy}\`, in alphabetical order.`] : []),
    ...(list.feed
      ? [
          `- **Feed:** the ${FEED_SIZE} newest ${many} are in an RSS feed at \`/${address}/rss.xml\` (in another language \`/<code>/${address}/rss.xml\`), which every page of the language names for feed readers.`,
        ]
      : []),
    `- Links in the content may lead to the list (\`/${address}\`)${list.tags ? "," : " and"} to ${article(one)} (\`/${address}/<its address>\`)${list.tags ? `, and to a tag's page (\`/${address}/tags/<tag>\`, the tag in lowercase letters, digits and hyphens: \`Cloud hosting\` is \`cloud-hosting\`)` : ""}. A link to one that is not published (a draft, one scheduled for later, one that was deleted) stops the check, as a link to a missing page does.`,
    ...Object.entries(folder.fields).flatMap(([name, field]) =>
      "references" in field && field.references
        ? [
            `- \`${name}\` names entries of \`content/${field.references}\` by their ids (the browser editor offers them by name). An id the file does not have stops the check.`,
          ]
        : [],
    ),
    `- In a site with several languages, ${article(one)} may be written in some languages only: a translation is the file of the same name in \`content/<code>/${folder.folder}/\`, with the same address and date.`,
    "",
  ];
}

/** "article" → "an article". */
const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** Every picture field of the content files and the created pages, as `file: field > path`. */
function pictureFields(): { where: string; description: string; share: boolean }[] {
  const found: { where: string; description: string; share: boolean }[] = [];
  const walk = (file: string, fields: Fields, prefix: string[]) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.type === "object" && field.fields.src?.type === "string" && field.fields.src.format === "image") {
        found.push({
          where: `\`${file}\`: \`${[...prefix, name].join(" > ")}\``,
          description: field.description,
          share: field.share === true,
        });
      } else if (field.type === "object" || field.type === "objectList") {
        walk(file, field.fields, [...prefix, name]);
      }
    }
  };
  for (const spec of contentFiles) walk(`content/${spec.file}`, spec.fields, []);
  for (const folder of entryFolders) walk(`content/${folder.folder}/*.md`, folder.fields, []);
  for (const type of sectionTypes) walk(`type: ${type.name}`, type.fields, []);
  return found;
}

const mb = (bytes: number) => `${bytes / 1_000_000} MB`;

/** Where pictures go, what sizes work best and what the check refuses: from the schema and the pipeline's settings. */
function picturesSection(): string[] {
  const fields = pictureFields();
  return [
    "## Pictures",
    "",
    "Photos are optional everywhere; without one, each place keeps its drawing or shows text only. Where a picture can go:",
    "",
    ...fields.filter((f) => !f.share).map((f) => `- ${f.where}: ${cell(f.description.replace(/ JPEG, PNG, WebP or AVIF.*$/, ""))}`),
    `- A page's own link preview (\`shareImage\`, the picture shown when the page is shared on social media or in chat apps): ${fields
      .filter((f) => f.share)
      .map((f) => f.where)
      .join(", ")}. Without one, the site draws one: the page's title and the brand, in the site's colours.`,
    `- In the text of a page you create: \`![what it shows](/images/uploads/team.jpg)\` on a line of its own (the browser editor's Image button uploads and inserts one). See "Writing a page" below.`,
    "",
    "**Where the files go.** The browser editor uploads a picture into " +
      `\`${mediaFolder}/\` and writes its address, such as \`/images/uploads/team.jpg\`, into the field. In a checkout, put the file anywhere under \`static/images/\` and write its address from the site root. ` +
      `The build makes AVIF and WebP copies, and a JPEG (a PNG for a picture with transparency), ${RENDITION_WIDTHS.join(", ")} pixels wide, publishes them in \`/${PICTURES_FOLDER}/\` and never publishes the uploaded file itself (a phone photo is several megabytes and can carry where it was taken). A link-preview picture becomes one ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} JPEG, cropped around what stands out. Copies are kept between builds: a text edit does not make them again, and a new file under the same name gets new copies.`,
    "",
    "**Sizes that work best.**",
    "",
    `- Photos on pages: at least ${LARGEST_WIDTH} pixels wide (the widest copy; a narrower picture is shown as it is, and the check warns), and no need for more than about 2400. Landscape (4:3 or 3:2) suits the heroes and the service cards, which show a 3:2 crop.`,
    `- Link previews: ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} pixels (1.91:1) or larger in that shape, the subject near the middle.`,
    "- A phone photo taken upright is turned upright (its EXIF orientation is applied).",
    "",
    "**What the check refuses** (in `npm run check:content`, in every build, and, for the upload limit and alt text, in the browser editor), naming the file, line, entry and field:",
    "",
    "- a picture file that does not exist (check the spelling: capital letters count);",
    "- a file that is not a JPEG, PNG, WebP or AVIF picture, whatever its name says (a text file named `.jpg`, a HEIC photo renamed);",
    "- an SVG drawing (it can carry scripts); export it as PNG;",
    `- a file over ${mb(MAX_PICTURE_BYTES)}; export it smaller (about 2400 pixels wide is plenty);`,
    '- an alt text that is a file name (`IMG_2041.jpg`, `DSC01234`): write what the picture shows. In the YAML files `alt: ""` marks a picture as decorative (it says nothing the text does not); the browser editor asks for a description. In the text of a page a picture must have a description: a picture placed in a page\'s text is part of what it says.',
    "",
    `It warns (and builds) when a picture is narrower than ${LARGEST_WIDTH} pixels (${SHARE_PICTURE.width} for a link preview).`,
    "",
  ];
}

/** The section on languages: where each language's files are, how to add one, and what the check asks. */
function languagesSection(): string[] {
  const [first] = entryFolders;
  return [
    "## Languages",
    "",
    "The site can be published in several languages. `content/settings.yaml` lists them under `languages` (each one's code and its name in itself; the first is the default). The default language's files are the ones in `content/`, and its pages keep the site's own addresses (`/about/`). Every other language has its own copy of every file in a folder named after its code, with the same names inside (`content/de/settings.yaml`, `content/de/pages/home.yaml`" +
      (first ? `, \`content/de/${first.folder}/privacy-policy.md\`` : "") +
      "), and its pages are under its code (`/de/about/`). With one language the site has no language switcher.",
    "",
    "**Adding a language** takes one command, `npm run add-language -- de` (with the language's code): it adds the language to the settings and copies every file of the default language into its folder, ready to translate, listing the files it made. In the browser editor each file and page then has a column per language, side by side.",
    "",
    "**What is translated.** Words are. Fields marked “Same in every language” below (ids, page addresses, links, pictures, numbers, e-mail addresses, colours, fixed choices) keep the default language's value in every language: the browser editor copies them and keeps them in step. Lists have the same entries in every language, in the same order. A page you create may exist in some languages only: it is then shown, linked and offered in the language switcher only in those; its translation has the same file name as the page it translates.",
    "",
    "**What the check asks**, naming the file, entry and field: every file in every language (a missing one stops it); the same entries in every list (one missing or extra stops it, named by its id); the same value wherever it must be the same (it says which); `languages` in the default language's settings only; a translated page beside the page it translates. It warns about each text that is still the default language's, word for word, until it is translated (keep the warning for a word that is the same in both languages).",
    "",
    "**Dates, times and numbers** are written as each language writes them, from its `locale` (`en_US`, `de_DE`): write the support hours' times as `{{hours.opens}}` and `{{hours.closes}}` in `contact > supportHours`, and the site fills in `organization > hours` (8:30 AM in English, 08:30 in German).",
    "",
  ];
}

/** The files whose `sections` list a page's sections, as "`content/pages/home.yaml`". */
const sectionFiles = () =>
  contentFiles
    .filter((spec) => Object.values(spec.fields).some((f) => f.type === "objectList" && f.types))
    .map((spec) => `\`content/${spec.file}\``);

/** The first section of this type the content's files hold, as YAML. */
function sectionExample(content: LanguageContent | undefined, type: SectionType): string[] {
  const found = (content?.files ?? [])
    .flatMap((file) => ((file.data as { sections?: unknown } | undefined)?.sections as unknown[] | undefined) ?? [])
    .find((section) => (section as { type?: unknown } | null)?.type === type.name);
  if (!found) return [];
  return ["", "```yaml", ...stringify([found], { lineWidth: 0 }).trimEnd().split("\n"), "```"];
}

/** The reference of the section library: what each type is, and its fields. */
function sectionsSection(content: LanguageContent | undefined): string[] {
  const files = sectionFiles();
  return [
    "## Sections",
    "",
    `Pages are made of sections, in order: ${files.slice(0, -1).join(", ")} and ${files.at(-1)} list theirs under \`sections\`, and a page you create may add some after its text (\`sections\` in its front matter; one that starts with a hero shows it in place of its heading and summary). Each section starts with a line \`type: …\` naming one of the types below, which gives it its fields. In the browser editor, **Add** under the list offers the types; remove, reorder and duplicate sections as any list's entries.`,
    "",
    "The check (and the build) stops, naming the file, line, section (its place and type, such as `section 3 (testimonials)`) and field, on:",
    "",
    "- a missing `type`, or one that is not below (it suggests the nearest);",
    "- a field the section's type does not have, a required one left out, a value of the wrong kind, and lists with more or fewer entries than fit (the table under each type says how many);",
    "- a hero that is not the first section, or a second one: the hero holds the page's main heading, and a page has one. The Home, About, Services and Contact pages start with theirs;",
    '- Markdown that a page\'s text may not hold (see "Writing a page"), links to pages that do not exist and pictures that do not exist, as everywhere else;',
    "- a price that is not a whole number (write `990`, not `$990` or `990.00`: the section's `currency` says which currency), and more than one recommended plan in a pricing section.",
    "",
    "In a site with several languages, every language has the same sections, of the same types, in the same order, as the default language; their words are translated (the browser editor keeps the order and the types in step).",
    "",
    ...sectionTypes.flatMap((type) => [
      `### ${type.label} (\`type: ${type.name}\`)`,
      "",
      `${cell(type.description)}${type.shows ? ` Its entries are in \`content/${type.shows}\`.` : ""}`,
      ...sectionExample(content, type),
      "",
      ...(Object.keys(type.fields).length === 0
        ? ["It has no fields but its `type`.", ""]
        : [
            "| Field | What it is |",
            "| --- | --- |",
            ...rows(type.fields, undefined).map((row) => `| \`${row.name}\` | ${row.description} |`),
            "",
          ]),
    ]),
  ];
}

/** The whole guide, with examples taken from the content folder. */
export function renderContentDocs(contentDir: string): string {
  const content = defaultContent(loadContent(contentDir));
  const out: string[] = [
    intro.trimEnd(),
    "",
    ...rangesTable(),
    "",
    idsSection(),
    "",
    ...picturesSection(),
    ...languagesSection(),
    ...sectionsSection(content),
  ];
  for (const spec of contentFiles) {
    const data = dataOf(content, spec.file);
    out.push(`## \`content/${spec.file}\``, "");
    out.push(`${spec.description} Shown on: ${shownOn[spec.file] ?? "(not listed)"}.`, "");
    out.push(...sampleEntry(spec, data));
    out.push(
      spec.root === "list"
        ? "Each entry has these fields (all required unless marked optional):"
        : "Fields (all required unless marked optional):",
      "",
    );
    out.push("| Field | What it is | Example |", "| --- | --- | --- |");
    const firstEntry = spec.root === "list" && Array.isArray(data) ? data[0] : data;
    for (const row of rows(spec.fields, firstEntry)) out.push(`| \`${row.name}\` | ${row.description} | ${row.example} |`);
    out.push("", "Rules:", "", ...rules(spec).map((r) => `- ${r}`), "");
  }
  out.push(...sitePagesSection(content));
  for (const folder of listedFolders) out.push(...listedFolderSection(folder, content));
  return `${out.join("\n").trimEnd()}\n`;
}

/**
 * CONTENT.md without what may differ from a fresh rendering without drift: the parts that follow
 * the content (the Example column, the sample entries), and the padding Prettier adds to tables.
 */
export function withoutExamples(markdown: string): string {
  let inFileSection = false;
  let inSample = false;
  const out: string[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) inFileSection = line.startsWith("## `content/");
    if (line === "```yaml") inSample = true;
    if (inSample) {
      if (line === "```") inSample = false;
      continue;
    }
    if (line.startsWith("|")) {
      let cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => (/^\s*-+\s*$/.test(c) ? "---" : c.trim()));
      if (inFileSection) cells = cells.slice(0, -1);
      out.push(`| ${cells.join(" | ")} |`);
    } else {
      out.push(line);
    }
  }
  return out.join("\n");
}

/** Renders CONTENT.md and formats it with the project's Prettier settings (as `npm run format` would). */
export async function writeContentDocs(root: string): Promise<void> {
  const file = path.join(root, "CONTENT.md");
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(renderContentDocs(path.join(root, "content")), { ...options, filepath: file }));
}

if (require.main === module) {
  writeContentDocs(path.resolve(__dirname, "..")).then(
    () => console.log("Wrote CONTENT.md"),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
