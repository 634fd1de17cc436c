/**
 * `npm run add-language -- <code> [--name <its name>] [--content <folder>]`: adds a language to the
 * site in one step.
 *
 * - Adds it to the default language's site settings (`languages`: its code, and its name in itself
 *   from Intl unless --name says otherwise: "de" → Deutsch, "ar" → العربية).
 * - Creates its content from the default language's, ready to translate: every content file and
 *   every page editors created, in content/<code>/ (the layout the browser editor writes, see
 *   src/content-model/load.ts), with the link previews' `locale` set for the language (de_DE).
 * - Nothing for the hosts: the build writes their rules for the language's 404 page, and Vercel's
 *   config (vercel.ts) reads the languages from the content when Vercel runs it.
 * - Prints which files it created. `npm run check:content` then warns about every text that is
 *   still the default language's, until it is translated.
 *
 * The content is read through the one loader, and the files are written the way the browser editor
 * writes them (scripts/format-content.ts), so the editor's next save changes only what an editor
 * changed.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { defaultContent, loadContent } from "../src/content-model/load";
import { sitePagesOf } from "../src/content-model/publish";
import { reservedAddresses, sitePages } from "../src/content-model/registry";
import { isLanguageCode } from "../src/lib/languages";
import { asEditorWrites } from "./format-content";
import { yamlStringifyOptions } from "../src/content-model/cms-config";

type Output = { log: (line: string) => void; error: (line: string) => void };

/** The language's name in itself, as its speakers write it at the start of a line ("Deutsch", "Français", "العربية"). */
export function nativeName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The link previews' locale for a language: its most likely region, as language_TERRITORY ("de" → de_DE, "ar" → ar_EG). */
export function localeFor(code: string): string {
  const likely = new Intl.Locale(code).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}

function parseArgs(args: readonly string[]): { code?: string; name?: string; content: string } {
  const options: { code?: string; name?: string; content: string } = { content: "content" };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--name") options.name = args[++i];
    else if (arg === "--content") options.content = args[++i] ?? "content";
    else if (!options.code) options.code = arg;
  }
  return options;
}

/** Adds the language; returns the exit code. */
export function main(args: readonly string[] = process.argv.slice(2), out: Output = console, cwd = process.cwd()): number {
  const { code, name, content } = parseArgs(args);
  const dir = path.resolve(cwd, content);
  const display = path.relative(cwd, dir).split(path.sep).join("/") || ".";
  if (!code) {
    out.error("Which language? Give its code, for example: npm run add-language -- de");
    return 2;
  }
  if (!isLanguageCode(code)) {
    out.error(
      `"${code}" is not a language code the site can use. Give the code web browsers know the language by: two or three lowercase letters, and a region or script only where it matters, for example de, fr, ar or pt-BR.`,
    );
    return 2;
  }
  const model = loadContent(dir, display);
  const source = defaultContent(model);
  const settingsFile = source?.files.find((file) => file.spec.file === "settings.yaml");
  if (!source || !settingsFile || source.files.length === 0) {
    out.error(`${display}/settings.yaml could not be read. Run \`npm run check:content\` and fix what it says first.`);
    return 1;
  }
  if (model.languages.some((language) => language.code === code)) {
    out.error(`The site has ${code} already (${display}/settings.yaml, languages).`);
    return 1;
  }
  // The language's pages live under /<code>/: no page may have that address already.
  const page = sitePagesOf(source).find((p) => p.address === code);
  if (page || Object.hasOwn(reservedAddresses, code)) {
    out.error(
      `/${code}/ is ${page ? `the address of ${display}/${sitePages.folder}/${page.name}` : "an address the site keeps for itself"}, and a language's pages live under its code. Give that page another address first.`,
    );
    return 1;
  }
  const target = path.join(dir, code);
  if (fs.existsSync(target)) {
    out.error(`${display}/${code}/ exists already. Move it away (or delete it), then run this again.`);
    return 1;
  }

  const created: string[] = [];
  const write = (relative: string, text: string) => {
    const file = path.join(target, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    created.push(`${display}/${code}/${relative}`);
  };
  for (const file of source.files) {
    if (file.spec.translation === "default only") continue;
    if (file.spec.file !== "settings.yaml") {
      write(file.path, file.text);
      continue;
    }
    // The language's settings: the default's, without the list of languages (the default's file
    // keeps it for the whole site), and with its own locale for link previews.
    const doc = parseDocument(file.text);
    doc.delete("languages");
    doc.set("locale", localeFor(code));
    write(file.path, asEditorWrites(doc.toString(yamlStringifyOptions), file.spec));
  }
  for (const entries of Object.values(source.entries)) for (const entry of entries) write(entry.path, entry.text);

  // Last, so that a failure above leaves the site's languages as they were.
  const settings = parseDocument(settingsFile.text);
  const languages = settings.get("languages", true) as { add: (value: unknown) => void } | undefined;
  if (!languages) {
    out.error(`${display}/settings.yaml has no languages list. Run \`npm run check:content\` and fix what it says first.`);
    return 1;
  }
  const languageName = name ?? nativeName(code);
  languages.add(settings.createNode({ code, name: languageName }));
  fs.writeFileSync(settingsFile.absolute, asEditorWrites(settings.toString(yamlStringifyOptions), settingsFile.spec));

  out.log(`Added ${languageName} (${code}) to ${display}/settings.yaml (languages). Its pages will be at /${code}/.`);
  out.log(`Created ${created.length} files to translate, copies of the default language's:`);
  for (const file of created) out.log(`  ${file}`);
  out.log(
    `Translate them in the browser editor (/admin/, side by side with the default language) or in the files, then run \`npm run check:content\`: it lists every text still in the default language, and the forms of a count (plural forms) the language uses that the default language has not.`,
  );
  return 0;
}

if (require.main === module) process.exitCode = main();
