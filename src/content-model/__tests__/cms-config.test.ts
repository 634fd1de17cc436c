/** @jest-environment node */
/**
 * The browser editor's configuration (cms-config.ts) against the registry, field by field, in the
 * check's words; and the files the editor writes, in the form the content files already have.
 */
import { execFileSync } from "node:child_process";
import Ajv from "ajv";
import fs from "node:fs";
import path from "node:path";
import type { CmsConfig, Field as CmsField } from "@sveltia/cms";
import { parse, stringify } from "yaml";
import { asEditorWrites } from "../../../scripts/format-content";
import {
  altTextPattern,
  backendFromEnv,
  cmsCollections,
  cmsConfig,
  entryCollection,
  labelFromKey,
  yamlStringifyOptions,
} from "../cms-config";
import { withRangeWords } from "../ranges";
import { checkYaml, looksLikeFileName } from "../check-yaml";
import { iconNames } from "../icon-names";
import { rangeWords } from "../ranges";
import {
  contentFiles,
  entryFolders,
  fileNameAlt,
  formatMessage,
  formats,
  MAX_PICTURE_BYTES,
  siteRoutes,
  sitePages,
  translationOf,
  type ContentFile,
  type Field,
  type Fields,
} from "../registry";

const root = path.resolve(__dirname, "../../..");
const contentDir = path.join(root, "content");

type AnyField = CmsField & Record<string, unknown>;

/** The check's "What it is:" after a message: the field's description in the sentence. */
const whatItIs = (field: Field) =>
  `What it is: ${field.description.charAt(0).toLowerCase()}${field.description.slice(1).replace(/\.$/, "")}.`;

const files = cmsCollections().flatMap((collection) => collection.files);

/** Checks one editor field against its schema field (and, for groups and lists, their fields). */
function expectField(cms: AnyField, name: string, field: Field, where: string) {
  const at = `${where}${name}`;
  const actual = (key: string) => [at, key, cms[key]];
  const expected = (key: string, value: unknown) => [at, key, value];
  expect(actual("name")).toEqual(expected("name", name));
  expect(actual("label")).toEqual(expected("label", field.label ?? labelFromKey(name)));
  if (field.type === "string" && field.format === "id") {
    // Never shown, never typed: admin.tsx makes it when the entry is saved (ids.ts).
    expect(cms).toEqual({ name, label: labelFromKey(name), widget: "hidden" });
    return;
  }
  expect([at, String(cms.hint)]).toEqual([at, expect.stringContaining(field.description)]);
  switch (field.type) {
    case "string": {
      expect(actual("required")).toEqual(expected("required", field.altText ? true : !field.optional && !field.allowEmpty));
      if (field.enum) {
        expect(actual("widget")).toEqual(expected("widget", "select"));
        expect(actual("options")).toEqual(expected("options", [...field.enum]));
        if (field.format === "icon") expect(cms.options).toEqual([...iconNames]);
        return;
      }
      const format = field.format ?? "text";
      if (format === "route") {
        // A page of this site: a choice of the pages that exist (here the built-in ones; cms-site-pages.test.ts adds created ones).
        expect([at, cms.widget, cms.options, cms.pattern]).toEqual([at, "select", [...siteRoutes], undefined]);
        return;
      }
      if (format === "markdown") {
        // Markdown in a field: the editor of a created page's text, with the same buttons (none for a main heading).
        const body = (entryCollection(sitePages).fields as AnyField[]).at(-1)!;
        expect([at, cms.widget, cms.buttons, cms.editor_components]).toEqual([at, "markdown", body.buttons, body.editor_components]);
        expect(cms.buttons).not.toContain("heading-one");
        return;
      }
      if (format === "image") {
        // A picture: the editor's upload (into media_folder), of the types the pipeline reads.
        expect([at, cms.widget, cms.accept, cms.choose_url]).toEqual([at, "image", "image/jpeg,image/png,image/webp,image/avif", false]);
        return;
      }
      if (field.altText) {
        // A picture's alt text: refused when it is a file name, in the check's words (tested below).
        expect(actual("widget")).toEqual(expected("widget", "string"));
        expect(actual("pattern")).toEqual(expected("pattern", altTextPattern));
      } else if (format === "text" || format === "icon") {
        expect(actual("widget")).toEqual(expected("widget", field.multiline ? "text" : "string"));
        expect(actual("pattern")).toEqual(expected("pattern", undefined));
      } else {
        expect(actual("widget")).toEqual(expected("widget", "string"));
        // An optional field may also be left empty, as the check allows.
        const pattern = field.optional ? `^$|${formats[format].pattern}` : formats[format].pattern;
        expect(actual("pattern")).toEqual(expected("pattern", [pattern, formatMessage(format)]));
      }
      expect(actual("readonly")).toEqual(expected("readonly", undefined));
      return;
    }
    case "integer":
      expect([at, cms.widget, cms.value_type, cms.min, cms.max]).toEqual([at, "number", "int", field.minimum, field.maximum]);
      return;
    case "stringList":
    case "objectList": {
      expect(actual("widget")).toEqual(expected("widget", "list"));
      // Its range, said in its hint; adding, removing, reordering and duplicating are left on.
      const optional = field.type === "objectList" && field.optional === true;
      expect([at, cms.min, cms.max, cms.required]).toEqual([at, field.range.min, field.range.max, !optional && field.range.min > 0]);
      expect([at, cms.allow_add, cms.allow_remove, cms.allow_duplicate, cms.allow_reorder]).toEqual([
        at,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(cms.hint).toBe(withRangeWords(field.description, field.range));
      expect(String(cms.hint)).toMatch(new RegExp(`${rangeWords(field.range).replace(/^./, (c) => c.toUpperCase())}\\.$`));
      if (field.type === "stringList") {
        const item = cms.field as AnyField;
        expect([at, item.widget, item.required]).toEqual([at, "string", true]);
      } else if (field.types) {
        // Sections: one of the types is chosen when one is added, and its name written in `type`.
        expect([at, cms.typeKey, cms.fields]).toEqual([at, "type", undefined]);
        const types = cms.types as AnyField[];
        expect(types.map((t) => [t.name, t.label, t.widget, t.summary])).toEqual(
          field.types.map((t) => [t.name, t.label, "object", t.summary || undefined]),
        );
        field.types.forEach((type, i) => expectFields(types[i]!.fields as AnyField[], type.fields, `${at} (${type.name}) > `));
      } else {
        expectFields(cms.fields as AnyField[], field.fields, `${at} > `);
      }
      return;
    }
    case "object":
      expect(actual("widget")).toEqual(expected("widget", "object"));
      expectFields(cms.fields as AnyField[], field.fields, `${at} > `);
      return;
  }
}

function expectFields(cms: AnyField[], fields: Fields, where: string) {
  expect([where, cms.map((f) => f.name)]).toEqual([where, Object.keys(fields)]);
  Object.entries(fields).forEach(([name, field], i) => expectField(cms[i]!, name, field, where));
}

describe("the editor's configuration", () => {
  it("has every content file once, at its path, under its label", () => {
    expect(files.map((f) => f.file).sort()).toEqual(contentFiles.map((spec) => `content/${spec.file}`).sort());
    for (const spec of contentFiles) expect(files.find((f) => f.file === `content/${spec.file}`)?.label).toBe(spec.label);
  });

  it("lists the redirects under Site-wide, each with its old and new address, permanent or temporary, and gone", () => {
    const site = cmsCollections().find((c) => c.name === "site")!;
    const file = site.files.find((f) => f.file === "content/redirects.yaml")!;
    expect(file.label).toBe("Redirects");
    const list = (file.fields as AnyField[])[0]!;
    expect([list.name, list.widget, list.required, list.min, list.max, list.summary]).toEqual([
      "redirects",
      "list",
      false,
      0,
      1900,
      undefined,
    ]);
    expect((list.fields as AnyField[]).map((f) => [f.name, f.label, f.widget, f.required])).toEqual([
      ["from", "Old address", "string", true],
      ["to", "New address", "string", false],
      ["kind", "Permanent or temporary", "select", false],
      ["gone", "Gone for good", "boolean", false],
    ]);
    const [from, to] = (list.fields as AnyField[]).map((f) => new RegExp((f.pattern as [string, string] | undefined)?.[0] ?? ""));
    expect(["/old-page/", "/blog/*", "old-page", "/blog*"].map((v) => from!.test(v))).toEqual([true, true, false, false]);
    expect(["/about/", "/articles/:splat", "https://example.com/", "http://example.com/", ""].map((v) => to!.test(v))).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it("lets a created page leave its sections out (a page of text alone is saved), and counts them when it has some", () => {
    const sections = (entryCollection(sitePages).fields as AnyField[]).find((f) => f.name === "sections")!;
    expect([sections.required, sections.min, sections.max]).toEqual([false, 1, 24]);
  });

  it.each(contentFiles.map((spec) => [spec.file, spec] as const))("matches the schema in every field of %s", (_, spec: ContentFile) => {
    const file = files.find((f) => f.file === `content/${spec.file}`)!;
    if (spec.root === "list") {
      // A file whose top level is a list: one list field with `root: true`.
      expect(file.fields).toHaveLength(1);
      const list = file.fields[0] as AnyField;
      expect([list.widget, list.root, list.min, list.max, list.allow_add, list.allow_remove, list.allow_duplicate]).toEqual([
        "list",
        true,
        spec.range.min,
        spec.range.max,
        undefined,
        undefined,
        undefined,
      ]);
      expect(list.hint).toBe(`${spec.description} ${rangeWords(spec.range).replace(/^./, (c) => c.toUpperCase())}.`);
      expect(list.summary).toBe(`{{fields.${spec.labelField}}}`);
      expectFields(list.fields as AnyField[], spec.fields, "");
    } else {
      expectFields(file.fields as AnyField[], spec.fields, "");
    }
  });

  it("accepts every value of the current content with its patterns (what the check accepts, the editor accepts)", () => {
    const check = (cms: AnyField[], data: Record<string, unknown>, where: string) => {
      for (const field of cms) {
        const value = data[field.name];
        const pattern = field.pattern as [string, string] | undefined;
        if (pattern && typeof value === "string")
          expect([`${where}${field.name}`, new RegExp(pattern[0]).test(value)]).toEqual([`${where}${field.name}`, true]);
        // An optional group (a picture) may be left out.
        if (field.widget === "object" && value !== undefined)
          check(field.fields as AnyField[], value as Record<string, unknown>, `${where}${field.name} > `);
        if (field.widget === "list" && Array.isArray(value)) {
          for (const item of value) {
            if (field.fields) check(field.fields as AnyField[], item as Record<string, unknown>, `${where}${field.name} > `);
            const itemPattern = (field.field as AnyField | undefined)?.pattern as [string, string] | undefined;
            if (itemPattern) expect(new RegExp(itemPattern[0]).test(String(item))).toBe(true);
          }
        }
      }
    };
    for (const file of files) {
      const data: unknown = parse(fs.readFileSync(path.join(root, file.file), "utf8"));
      const fields = file.fields as AnyField[];
      if (fields[0]?.root) check(fields, { [fields[0].name]: data }, `${file.file}: `);
      else check(fields, data as Record<string, unknown>, `${file.file}: `);
    }
  });
});

describe("the editor says what the check says", () => {
  const settings = findSpec("settings.yaml");
  const text = fs.readFileSync(path.join(contentDir, "settings.yaml"), "utf8");
  const messageFor = (line: string, replacement: string) =>
    checkYaml(settings, text.replace(line, replacement), "content/settings.yaml").map((p) => p.message);

  it.each([
    ["email", "  email: hello@vireosolutions.com", "hello-at-vireosolutions.com"],
    ["url", "  messagingUrl: https://wa.me/16465550142", "wa me"],
    ["tel", "  phoneLink: tel:+16465550142", "tel:abc"],
    ["link", "      url: /contact", "contact us"],
    ["route", "    to: /about", "about us"],
  ] as const)("for a wrong %s", (format, line, bad) => {
    const key = line.trim().split(":")[0]!;
    const indent = /^ */.exec(line)![0];
    const messages = messageFor(line, `${indent}${key}: ${bad}`);
    expect(messages).toHaveLength(1); // one problem for the one wrong value
    const [message] = messages;
    // The check names the value where the editor, which shows the message under the field it is
    // in, says "This": otherwise their words are the same.
    expect(message?.replace(`"${bad}"`, "This")).toBe(formatMessage(format));
    expect(message).toBe(`"${bad}" ${formats[format].problem} ${formats[format].fix}`);
    expect(formatMessage(format)).toBe(`This ${formats[format].problem} ${formats[format].fix}`);
  });

  it("for a file name as a picture's alt text: the editor refuses exactly what the check refuses, in its words", () => {
    const home = findSpec("pages/home.yaml");
    const homeText = fs.readFileSync(path.join(contentDir, "pages/home.yaml"), "utf8");
    const editor = new RegExp(altTextPattern[0]);
    for (const alt of ["IMG_2041.jpg", "team-photo.PNG", "DSC01234", "Screenshot 2026-11-20", "PXL_20261120_101010"]) {
      const withAlt = homeText.replace(
        "    illustration: home-hero\n",
        `    picture:\n      src: /images/uploads/team.jpg\n      alt: ${alt}\n`,
      );
      const [message] = checkYaml(home, withAlt, "content/pages/home.yaml").map((p) => p.message);
      expect([alt, looksLikeFileName(alt), editor.test(alt)]).toEqual([alt, true, false]);
      expect(message).toBe(`"${alt}" ${fileNameAlt.problem} ${fileNameAlt.fix} (or leave it empty, "", if the picture is decorative).`);
    }
    for (const alt of ["Two developers at a whiteboard", "A photo.jpg of the team, framed", "Image of our office"]) {
      expect([alt, looksLikeFileName(alt), editor.test(alt)]).toEqual([alt, false, true]);
    }
    expect(altTextPattern[1]).toBe(`This ${fileNameAlt.problem} ${fileNameAlt.fix}.`);
  });

  it("for an upload over the size limit: the editor refuses it before the check would", () => {
    const config = cmsConfig({ backend: { repo: "owner/site" } });
    expect(config.media_libraries?.all?.max_file_size).toBe(MAX_PICTURE_BYTES);
    expect(MAX_PICTURE_BYTES).toBe(10_000_000);
  });

  it("for an empty field (the editor shows the description under the field, the check after its message)", () => {
    const [message] = messageFor("brand: Vireo", "brand: ''");
    const brand = settings.fields.brand!;
    expect(message).toBe(`${formats.text.problem} Write the text after "brand: ". ${whatItIs(brand)}`);
    const [field] = cmsCollections()
      .flatMap((c) => c.files)
      .find((f) => f.name === "settings")!.fields as AnyField[];
    expect([field?.required, field?.hint]).toEqual([true, brand.description]);
  });
});

function findSpec(file: string): ContentFile {
  return contentFiles.find((spec) => spec.file === file)!;
}

describe("what the editor writes", () => {
  it.each(contentFiles.map((spec) => [spec.file, spec] as const))(
    "content/%s is already in that form (fields in the registry's order), so a save changes only the edited lines (`npx tsx scripts/format-content.ts` rewrites it)",
    (file, spec) => {
      const text = fs.readFileSync(path.join(contentDir, file), "utf8");
      expect(asEditorWrites(text, spec)).toBe(text);
    },
  );

  it("passes Prettier with the repository's settings for content/, whatever the text needs quoting for", () => {
    const values = [
      "Let's talk: now",
      'He said "hi": ok',
      'It\'s "x": y',
      "#1 agency",
      "404",
      "yes",
      "18:00",
      "@home",
      "- item",
      "100%",
      "multi\nline",
      "Ünïcødé — dash",
    ];
    const data = { titles: Object.fromEntries(values.map((v, i) => [`t${i}`, v])), items: values };
    const written = `${stringify(data, yamlStringifyOptions).trim()}\n`;
    expect(parse(written)).toEqual(data);
    // Prettier's CLI (its API needs ES module support that Jest lacks), as `npm run format:check` runs it.
    const formatted = execFileSync(path.join(root, "node_modules/.bin/prettier"), ["--stdin-filepath", "content/settings.yaml"], {
      cwd: root,
      input: written,
      encoding: "utf8",
    });
    expect(formatted).toBe(written);
  });
});

describe("the backend", () => {
  it("is the repository the build host names, or CMS_REPO", () => {
    expect(backendFromEnv({ CMS_REPO: "acme/site", REPOSITORY_URL: "https://github.com/other/x" }).repo).toBe("acme/site");
    expect(backendFromEnv({ REPOSITORY_URL: "https://github.com/acme/site" }).repo).toBe("acme/site");
    expect(backendFromEnv({ VERCEL_GIT_REPO_OWNER: "acme", VERCEL_GIT_REPO_SLUG: "site" }).repo).toBe("acme/site");
    expect(backendFromEnv({ GITHUB_REPOSITORY: "acme/site" }).repo).toBe("acme/site");
    expect(backendFromEnv({}, "git@github.com:acme/site.git").repo).toBe("acme/site");
    expect(backendFromEnv({}).repo).toBe("your-org/your-repo");
  });

  it("is GitLab or Gitea/Forgejo with sign-in by PKCE when CMS_BACKEND says so", () => {
    expect(
      cmsConfig({ backend: backendFromEnv({ CMS_BACKEND: "gitlab", REPOSITORY_URL: "https://gitlab.com/acme/site", CMS_APP_ID: "abc" }) })
        .backend,
    ).toEqual({
      name: "gitlab",
      repo: "acme/site",
      auth_type: "pkce",
      app_id: "abc",
    });
    expect(
      cmsConfig({
        backend: backendFromEnv({ CMS_BACKEND: "gitea", CMS_REPO: "acme/site", CMS_AUTH_URL: "https://codeberg.org", CMS_APP_ID: "abc" }),
      }).backend,
    ).toEqual({ name: "gitea", repo: "acme/site", base_url: "https://codeberg.org", app_id: "abc" });
  });

  it("signs in through the OAuth client named by CMS_AUTH_URL, on the branch named by CMS_BRANCH", () => {
    const config = cmsConfig({
      backend: backendFromEnv({ CMS_REPO: "acme/site", CMS_AUTH_URL: "https://auth.example.workers.dev", CMS_BRANCH: "main" }),
    });
    expect(config.backend).toEqual({ name: "github", repo: "acme/site", branch: "main", base_url: "https://auth.example.workers.dev" });
  });
});

describe("in several languages (settings.yaml languages)", () => {
  const backend = { repo: "owner/site" };
  const one = cmsConfig({ backend, languages: ["en"] });
  const two = cmsConfig({ backend, languages: ["en", "de"] });

  it("a site with one language has today's configuration: no i18n, no {{locale}} in any path", () => {
    expect(one).toEqual(cmsConfig({ backend }));
    expect(JSON.stringify(one)).not.toMatch(/i18n|\{\{locale\}\}/);
  });

  it("lists the site's languages, the default first, whose files stay where they are (no folder of its own)", () => {
    expect(two.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "de"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    expect(cmsConfig({ backend, languages: ["de", "ar", "en"] }).i18n?.locales).toEqual(["de", "ar", "en"]);
  });

  it("translates every content file in its language's folder: content/{{locale}}/<file> (content/<file> for the default)", () => {
    const collections = (two.collections ?? []) as AnyField[];
    const translated = collections.filter((c) => Array.isArray(c.files));
    expect(translated.map((c) => c.i18n)).toEqual(translated.map(() => true));
    const files = translated.flatMap((c) => c.files as AnyField[]);
    // The redirects are written once, in the default language's folder, for every language.
    expect(files.map((f) => [f.file, f.i18n]).sort()).toEqual(
      contentFiles
        .map((spec) =>
          spec.translation === "default only" ? [`content/${spec.file}`, undefined] : [`content/{{locale}}/${spec.file}`, true],
        )
        .sort(),
    );
  });

  it("translates every folder of entries editors create in content/{{locale}}/<folder>, where a language may be switched off for one", () => {
    const folders = ((two.collections ?? []) as AnyField[]).filter((c) => typeof c.folder === "string");
    expect(folders.map((c) => [c.folder, c.i18n])).toEqual(
      entryFolders.map((folder) => [`content/{{locale}}/${folder.folder}`, { initial_locales: "all" }]),
    );
  });

  /** Every editor field with its schema field, by position (the fields of one language's configuration are in the schema's order). */
  function pairs(cms: AnyField[], fields: Fields, where: string): [string, AnyField, Field][] {
    return Object.entries(fields).flatMap(([name, field], i): [string, AnyField, Field][] => {
      const editor = cms[i]!;
      const at = `${where}${name}`;
      const types = field.type === "objectList" ? field.types : undefined;
      const below = types
        ? types.flatMap((type, j) => pairs((editor.types as AnyField[])[j]!.fields as AnyField[], type.fields, `${at} (${type.name}) > `))
        : field.type === "object" || field.type === "objectList"
          ? pairs(editor.fields as AnyField[], field.fields, `${at} > `)
          : [];
      return [[at, editor, field], ...below];
    });
  }

  const expectedI18n = (field: Field) => {
    const translation = translationOf(field);
    if (translation === "default only") return false;
    // A group or a list of entries has the same shape in every language (entries added, removed and
    // moved in every language at once); its fields say what is translated.
    if (translation === "same" || field.type === "object" || field.type === "objectList" || field.type === "plural") return "duplicate";
    return true;
  };

  const fieldsOf = (config: CmsConfig) =>
    ((config.collections ?? []) as AnyField[])
      .flatMap((c) =>
        Array.isArray(c.files)
          ? (c.files as AnyField[]).map((f) => {
              const spec = contentFiles.find((s) => f.file === `content/${s.file}` || f.file === `content/{{locale}}/${s.file}`)!;
              const fields = f.fields as AnyField[];
              return spec.root === "list"
                ? pairs(fields[0]!.fields as AnyField[], spec.fields, `${spec.file}: `).concat([
                    [
                      `${spec.file}: entries`,
                      fields[0]!,
                      { type: "objectList", typeName: "", range: spec.range, description: "", fields: spec.fields },
                    ],
                  ])
                : pairs(fields, spec.fields, `${spec.file}: `);
            })
          : entryFolders
              .filter((folder) => String(c.folder).endsWith(`/${folder.folder}`))
              .map((folder) => pairs(c.fields as AnyField[], folder.fields, `${folder.folder}: `)),
      )
      .flat();

  it("keeps every field as registry.ts says (translationOf): translated, the same in every language (copied from the default), or the default's only", () => {
    const isDefaultOnly = ([at]: [string, ...unknown[]]) => at.startsWith("redirects.yaml: ");
    const found = fieldsOf(two).filter((pair) => !isDefaultOnly(pair));
    const defaultOnly = fieldsOf(two).filter(isDefaultOnly);
    expect(defaultOnly.length).toBe(5);
    expect(defaultOnly.map(([, cms]) => cms.i18n)).toEqual(defaultOnly.map(() => undefined));
    expect(found.length).toBeGreaterThan(150);
    for (const [at, cms, field] of found) expect([at, cms.i18n]).toEqual([at, expectedI18n(field)]);
    // Spot checks, as editors meet them.
    const byPlace = Object.fromEntries(found.map(([at, cms]) => [at, cms.i18n]));
    expect(byPlace["settings.yaml: languages"]).toBe(false);
    expect(byPlace["settings.yaml: contact > email"]).toBe("duplicate");
    expect(byPlace["settings.yaml: footer > blurb"]).toBe(true);
    expect(byPlace["services.yaml: id"]).toBe("duplicate");
    expect(byPlace["services.yaml: image > src"]).toBe("duplicate");
    expect(byPlace["services.yaml: image > alt"]).toBe(true);
    expect(byPlace["site-pages: address"]).toBe("duplicate");
    // Sections: the same types in the same order in every language, their words translated, their choices and pictures copied.
    expect(byPlace["pages/home.yaml: sections"]).toBe("duplicate");
    expect(byPlace["pages/home.yaml: sections (hero) > heading"]).toBe(true);
    expect(byPlace["pages/home.yaml: sections (hero) > illustration"]).toBe("duplicate");
    expect(byPlace["pages/home.yaml: sections (hero) > picture > src"]).toBe("duplicate");
    expect(byPlace["pages/home.yaml: sections (text) > body"]).toBe(true);
    expect(byPlace["pages/home.yaml: sections (pricing) > plans > price"]).toBe("duplicate");
    expect(byPlace["pages/home.yaml: sections (pricing) > plans > recommended"]).toBe("duplicate");
    expect(byPlace["site-pages: sections (faq) > items > answer"]).toBe(true);
  });

  it("requires a translated text in the default language only (left empty in another, it is saved with the default's text, which the check names)", () => {
    const single = new Map(fieldsOf(one).map(([at, cms]) => [at, cms.required]));
    for (const [at, cms] of fieldsOf(two)) {
      const required = single.get(at);
      expect([at, cms.required]).toEqual([at, cms.i18n === true && required === true ? ["en"] : required]);
    }
    const body = ((two.collections ?? []) as AnyField[]).find((c) => c.name === "site-pages")!.fields as AnyField[];
    expect(body.at(-1)).toMatchObject({ name: "body", i18n: true, required: ["en"] });
  });

  it("is otherwise the one-language configuration", () => {
    const withoutI18n = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withoutI18n);
      if (!value || typeof value !== "object") return typeof value === "string" ? value.replace("/{{locale}}/", "/") : value;
      const { i18n: _i18n, ...rest } = value as Record<string, unknown>;
      if (Array.isArray(rest.required)) rest.required = true;
      // A count's forms name in their hints the counts each of the site's languages uses them for.
      if (typeof rest.hint === "string") rest.hint = rest.hint.replace(/; German uses it for [^.;]*/g, "");
      return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, withoutI18n(v)]));
    };
    expect(withoutI18n(JSON.parse(JSON.stringify(two)))).toEqual(JSON.parse(JSON.stringify(one)));
  });

  it("offers a field for each form of a count the site's languages use, required in those that use it, with their counts", () => {
    const resultsOf = (config: CmsConfig) => {
      const pages = ((config.collections ?? []) as AnyField[]).find((c) => c.name === "pages")!.files as AnyField[];
      const search = pages.find((f) => f.name === "pages-search")!.fields as AnyField[];
      return search.find((f) => f.name === "results")!;
    };
    const english = resultsOf(one);
    expect(english).toMatchObject({ widget: "object", required: true });
    expect((english.fields as AnyField[]).map((f) => [f.name, f.label, f.required])).toEqual([
      ["one", "One (1)", true],
      ["other", "Other (0, 2 and up)", true],
    ]);
    const three = resultsOf(cmsConfig({ backend, languages: ["en", "de", "ar"] }));
    expect(three.i18n).toBe("duplicate");
    const forms = three.fields as AnyField[];
    expect(forms.map((f) => [f.name, f.label, f.i18n, f.required])).toEqual([
      ["zero", "Zero (0)", true, ["ar"]],
      ["one", "One (1)", true, ["en", "de", "ar"]],
      ["two", "Two (2)", true, ["ar"]],
      ["few", "Few (3–10, 103–110, 203–210 …)", true, ["ar"]],
      ["many", "Many (11–99, 111–199, 211–299 …)", true, ["ar"]],
      ["other", "Other (0, 2 and up; 100–102, 200–202, 300–302 …)", true, ["en", "de", "ar"]],
    ]);
    expect(forms[3]!.hint).toBe(
      "The form for a few, in the languages that have one. English and German do not use it; Arabic uses it for 3–10, 103–110, 203–210 … Write {{count}} and {{query}} where the site puts the values.",
    );
  });

  it("is a configuration Sveltia CMS's own JSON Schema accepts", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8")) as object;
    const validate = new Ajv({ allErrors: true, strict: false, logger: false }).compile(schema);
    for (const config of [one, two]) expect([validate(JSON.parse(JSON.stringify(config))), validate.errors ?? []]).toEqual([true, []]);
    const wrong = JSON.parse(JSON.stringify(two)) as { collections: { files: { fields: { i18n: unknown }[] }[] }[] };
    wrong.collections[0]!.files[0]!.fields[0]!.i18n = "translated";
    expect(validate(wrong)).toBe(false);
  });
});
