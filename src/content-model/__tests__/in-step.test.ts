/** @jest-environment node */
/**
 * A language's data kept in step with the default language's before the editor saves it (in-step.ts):
 * however an editor's session left the German copy, what is saved passes the check and keeps its translations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { main as addLanguage } from "../../../scripts/add-language";
import { entriesInStep, inStep } from "../in-step";
import { defaultContent, loadContent } from "../load";
import { checkContent } from "../check";
import { formatProblem } from "../problems";
import { contentFiles, entryFields, entryFolders, findContentFile, translationOf, type Field, type Fields } from "../registry";
import { checkTranslations } from "../translations";

const root = path.resolve(__dirname, "../../..");

type Data = Record<string, unknown>;
let texts = 0;

/** A value as an editor's session could leave it: same-in-every-language values changed, ids gone, texts translated or emptied. */
function scrambled(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  const translation = translationOf(field);
  if (translation === "same") {
    if (typeof value === "string") return field.type === "string" && field.format === "id" ? undefined : `${value}-x`;
    if (typeof value === "number") return value + 1;
    if (typeof value === "boolean") return !value;
    if (Array.isArray(value)) return [...value, "extra"];
    return value;
  }
  if (field.type === "object") return scrambledData(field.fields, value);
  // A section's type changed too: a copy's sections take the default language's types.
  if (field.type === "objectList")
    return Array.isArray(value)
      ? value.map((entry) => ({ ...scrambledData(entryFields(field, entry) ?? {}, entry), ...(field.types ? { type: "text" } : {}) }))
      : value;
  if (field.type === "stringList") return Array.isArray(value) ? value.map((item) => (texts++ % 2 ? `DE ${item}` : "")) : value;
  return typeof value === "string" && value !== "" ? (texts++ % 2 ? `DE ${value}` : "") : value;
}

function scrambledData(fields: Fields, data: unknown): Data {
  const out: Data = {};
  for (const [name, value] of Object.entries(data as Data)) {
    const field = fields[name];
    const changed = field ? scrambled(field, value) : value;
    if (changed !== undefined) out[name] = changed;
  }
  return out;
}

/** Every string in `data` (the texts of a file). */
const stringsOf = (data: unknown): string[] =>
  typeof data === "string" ? [data] : data && typeof data === "object" ? Object.values(data).flatMap(stringsOf) : [];

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "in-step-"));
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  expect(addLanguage(["de", "--content", path.join(dir, "content")], { log: () => {}, error: (line) => console.error(line) })).toBe(0);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a language's copy kept in step with the default language's", () => {
  it("passes the check of a site in several languages, whatever the copy held, and keeps its translations", () => {
    const model = loadContent(path.join(dir, "content"));
    const english = defaultContent(model)!;
    const kept: string[] = [];
    for (const spec of contentFiles.filter((f) => f.translation !== "default only")) {
      const base = english.files.find((file) => file.spec === spec)!.data;
      const german =
        spec.root === "list"
          ? (base as unknown[]).map((entry) => scrambledData(spec.fields, entry))
          : { ...scrambledData(spec.fields, base), ...(spec.file === "settings.yaml" ? { languages: (base as Data).languages } : {}) };
      const saved = spec.root === "list" ? entriesInStep(spec.fields, german, base) : inStep(spec.fields, german, base);
      kept.push(...stringsOf(german).filter((text) => text.startsWith("DE ") && stringsOf(saved).includes(text)));
      expect([spec.file, stringsOf(german).filter((text) => text.startsWith("DE ") && !stringsOf(saved).includes(text))]).toEqual([
        spec.file,
        [],
      ]);
      fs.writeFileSync(path.join(dir, "content", "de", spec.file), stringify(saved));
    }
    for (const folder of entryFolders) {
      for (const entry of english.entries[folder.folder] ?? []) {
        const german = scrambledData(folder.fields, entry.data);
        const front = inStep(folder.fields, german, entry.data);
        fs.writeFileSync(path.join(dir, "content", "de", folder.folder, entry.name), `---\n${stringify(front)}---\n\n${entry.body}`);
      }
    }
    expect(kept.length).toBeGreaterThan(50);
    expect(checkContent(loadContent(path.join(dir, "content"))).problems.map(formatProblem)).toEqual([]);
    // Nothing the check would only warn about is lost either: a text left empty is the English one, which it names.
    const warnings = checkTranslations(loadContent(path.join(dir, "content"))).warnings;
    expect(warnings.length).toBeGreaterThan(50);
  });

  it("gives a new entry the id made in the default language, and the values that are the same in every language", () => {
    const base = [{ id: "cloud-hosting", title: "Cloud Hosting", subTitle: "Scales", description: "Servers.", icon: "server" }];
    const german = [{ title: "Cloud-Hosting", subTitle: "", description: "Server.", icon: "" }];
    const services = contentFiles.find((spec) => spec.file === "services.yaml")!;
    expect(entriesInStep(services.fields, german, base)).toEqual([
      { id: "cloud-hosting", title: "Cloud-Hosting", subTitle: "Scales", description: "Server.", icon: "server" },
    ]);
  });

  it("gives each section the default language's type at its place, its values the same in every language, and keeps its words", () => {
    const about = findContentFile("pages/about.yaml")!;
    const base = { title: "About", description: "Us.", sections: [{ type: "stats", heading: "Numbers", look: "cards" }, { type: "team" }] };
    const german = {
      title: "Über uns",
      description: "Wir.",
      sections: [{ type: "text", heading: "Zahlen", look: "figures", body: "Hallo" }],
    };
    expect(inStep(about.fields, german, base).sections).toEqual([{ type: "stats", heading: "Zahlen", look: "cards" }, { type: "team" }]);
  });

  it("has the default language's entries, in its order, and leaves out what only the default language's settings hold", () => {
    const settings = contentFiles.find((spec) => spec.file === "settings.yaml")!;
    const base = parse(fs.readFileSync(path.join(root, "content", "settings.yaml"), "utf8")) as Data;
    const nav = base.nav as { label: string; to: string }[];
    const german = { ...base, languages: base.languages, nav: [{ label: "Startseite", to: "/about" }] };
    const saved = inStep(settings.fields, german, base);
    expect(saved.languages).toBeUndefined();
    expect(saved.nav).toEqual(nav.map((link, i) => (i === 0 ? { label: "Startseite", to: link.to } : link)));
  });
});
