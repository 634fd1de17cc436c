// The vocabulary the registry declares content in: field kinds, string formats and the words editors see for them.
import { iconNames } from "./icon-names";
import { LANGUAGE_CODE_PATTERN } from "../lib/languages";
import { PLURAL_CATEGORIES, type PluralCategory } from "../lib/plural";
import { SHARE_PICTURE } from "../lib/share-picture";

export type StringFormat =
  | "text"
  | "markdown"
  | "link"
  | "route"
  | "url"
  | "email"
  | "tel"
  | "id"
  | "icon"
  | "image"
  | "address"
  | "date"
  | "language"
  | "reference"
  | "country"
  | "currency"
  | "path"
  | "target";

/** How a field is kept across languages: own words, the default language's value, or the default language's file only. */
export type Translation = "translated" | "same" | "default only";

type FieldBase = {
  /** One line an editor can understand: the editor's hint, CONTENT.md and the check's "What it is". */
  description: string;
  label?: string;
  optional?: boolean;
  translation?: Translation;
  /** A sibling field this one may not be below (a closing day after the posting day, a maximum above the minimum). */
  atLeast?: string;
  /** Required when the yes/no sibling of this name is on (`requiredIf`) or off (`requiredUnless`). */
  requiredIf?: string;
  requiredUnless?: string;
  /** Why an entry should have this optional field: the check warns while it is left out. */
  recommended?: string;
};

export type StringField = FieldBase & {
  type: "string";
  format?: StringFormat;
  enum?: readonly string[];
  /** Allows "" (an empty alt text marks a picture as decorative). */
  allowEmpty?: boolean;
  /** A page title: the check warns when, with the brand, it is longer than search results show. */
  pageTitle?: boolean;
  multiline?: boolean;
  /** For an id: the field of the same entry it is made from when left out. */
  derivedFrom?: string;
  altText?: boolean;
  /** `{{name}}`s the text may hold (`optional`) or must hold (`required`), which the site fills in. */
  placeholders?: { names: readonly string[]; required: boolean };
  /** For a reference: the list file (services.yaml) whose entries' ids it names. */
  references?: string;
};

export type IntegerField = FieldBase & { type: "integer"; minimum?: number; maximum?: number };
export type BooleanField = FieldBase & { type: "boolean"; default?: boolean };

/** How many entries a list may have, and what one and several are called in messages. */
export type Range = { min: number; max: number; noun: readonly [one: string, many: string]; why?: string };

export type StringListField = FieldBase & {
  type: "stringList";
  range: Range;
  format?: "text" | "reference" | "country" | "address";
  references?: string;
};

/** A group's or list's GraphQL type: its own `typeName`, or its parent's and its name ("HomePageYaml" + "hero"). */
export type ObjectField = FieldBase & {
  type: "object";
  typeName?: string;
  fields: Fields;
  /** A page's link-preview picture: one 1200 × 630 JPEG (`card`) instead of the renditions pages show. */
  share?: boolean;
  /** A picture shown on its page that is also its link preview: both. */
  cover?: boolean;
  interfaces?: readonly string[];
};

/** A list whose entries are of several types (a page's sections): each entry's `type` names its fields. */
export type ObjectListField = FieldBase & {
  type: "objectList";
  typeName?: string;
  fields: Fields;
  range: Range;
  types?: readonly SectionType[];
  /** A yes/no field of its entries at most one may have on, and why. */
  onlyOne?: { flag: string; why: string };
};

/** One type of a list of typed entries: its name (the entries' `type`), the editor's label and summary, and its fields. */
export type SectionType = {
  name: string;
  label: string;
  /** The editor's one-line summary of an entry, with {{fields.<name>}}s. */
  summary: string;
  description: string;
  fields: Fields;
  /** The shared list file it shows whole. */
  shows?: string;
  /** The file of words it shows (the contact form's, the team's). */
  words?: string;
  /** Its field naming a list of dated entries, whose newest it shows. */
  newest?: string;
  /** It holds the page's main heading (its only h1): a page's first section, and only that. */
  opensPage?: boolean;
};

/** A count in words: a text for each plural form a language uses (src/lib/plural.ts), {{count}} the number. */
export type PluralField = FieldBase & {
  type: "plural";
  /** `{{name}}`s besides {{count}} every form must hold. */ placeholders: readonly string[];
};

export type Field = StringField | IntegerField | BooleanField | StringListField | ObjectField | ObjectListField | PluralField;
export type Fields = Readonly<Record<string, Field>>;

/** The largest picture file the check and the editor accept. */
export const MAX_PICTURE_BYTES = 10_000_000;
/** A link preview's size (1.91:1, what social sites and chat apps show largest). */
export { SHARE_PICTURE };

const segment = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** Each format's pattern (the check, the JSON Schemas and the editor use the same) and the check's words for a value that misses it. */
export const formats = {
  text: { pattern: "\\S", problem: "is empty, but the site needs it.", fix: "Write some text here." },
  markdown: { pattern: "\\S", problem: "is empty, but the site needs it.", fix: "Write some text here, in Markdown." },
  link: {
    pattern: `^(?:/(?:${segment}(?:/${segment})*/?)?(?:#[A-Za-z][\\w-]*)?|https?://[^\\s/$.?#][^\\s]*|mailto:[^\\s@?]+@[^\\s@?]+\\.[^\\s@?]+(?:\\?\\S*)?|tel:\\+?[0-9][0-9-]{3,})$`,
    problem: "is neither a page of this site nor a full web address.",
    fix: "Use one of the site's routes (/, /about, /services, /contact, or a page you created, such as /privacy-policy) or an address starting with https://, http://, mailto: or tel:.",
  },
  route: {
    pattern: `^/(?:${segment})?$`,
    problem: "is not the address of a page of this site.",
    fix: "Choose one of the site's pages (/, /about, /services, /contact, or a page you created, such as /accessibility): a / and the page's address, without the site's domain, a trailing slash or a #.",
  },
  url: {
    pattern: "^https?://[^\\s/$.?#][^\\s]*$",
    problem: "is not a full web address.",
    fix: "Write it with https:// at the start, for example https://www.example.com/page.",
  },
  email: {
    pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
    problem: "is not an e-mail address.",
    fix: "Write it like name@example.com (no mailto:, no spaces).",
  },
  tel: {
    pattern: "^tel:\\+?[0-9][0-9-]{3,}$",
    problem: "is not a phone link.",
    fix: "Write it as tel: followed by the number without spaces or brackets: tel:+16465550142",
  },
  id: {
    pattern: `^${segment}$`,
    problem: "is not a valid id.",
    fix: "Use lowercase letters, digits and dashes only, for example web-development. Ids name entries for the site's code; do not change an existing one.",
  },
  icon: { pattern: "\\S", problem: "is not the name of a Lucide icon.", fix: "Every icon and its name: https://lucide.dev/icons" },
  image: {
    // SVG is refused: it can carry scripts.
    pattern: "^/images/[^\\s?#]+\\.(?:[Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg]|[Ww][Ee][Bb][Pp]|[Aa][Vv][Ii][Ff])$",
    problem: "is not a picture file the site can use.",
    fix: "Upload a JPEG, PNG, WebP or AVIF picture in the browser editor, or write the address of one in static/images/ from the site root, for example /images/uploads/team.jpg (SVG is not accepted).",
  },
  address: {
    pattern: `^${segment}$`,
    problem: "is not a page address.",
    fix: "Use lowercase letters, digits and hyphens only, without slashes, for example privacy-policy (the page is then at /privacy-policy/).",
  },
  date: {
    pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$",
    problem: "is not a date.",
    fix: "Write it as year-month-day, for example 2026-11-20.",
  },
  language: {
    pattern: LANGUAGE_CODE_PATTERN,
    problem: "is not a language code.",
    fix: "Write the code web browsers know the language by: two or three lowercase letters, and a region or script only where it matters, for example de, fr, ar or pt-BR.",
  },
  reference: {
    pattern: `^${segment}$`,
    problem: "is not the id of an entry of the list it names.",
    fix: "Choose one by its id (the browser editor lists them).",
  },
  country: {
    pattern: "^[A-Z]{2}$",
    problem: "is not a country code.",
    fix: "Write the country's two capital letters as ISO 3166 names it, for example DE for Germany, GB for the United Kingdom or US.",
  },
  currency: {
    pattern: "^[A-Z]{3}$",
    problem: "is not a currency code.",
    fix: "Write the currency's three capital letters as ISO 4217 names it, for example EUR, USD or GBP.",
  },
  path: {
    pattern: "^/(?:(?:[^\\s?#*/][^\\s?#*]*/)?\\*|[^\\s?#*/][^\\s?#*]*)?$",
    problem: "is not an address of this site.",
    fix: "Write it from the site's root without the domain: a / first, then the address, with no spaces, ? or #. A * may end it, after a / (/blog/* is every address under /blog/).",
  },
  target: {
    pattern: "^(?:/(?!/)[^\\s?]*|https://[^\\s/$.?#][^\\s]*)$",
    problem: "is neither a page of this site nor an https:// address.",
    fix: "Write a page of the site from its root, such as /about/ (with :splat where the old address ends in *), or a full address starting with https://.",
  },
} as const satisfies Record<StringFormat, { pattern: string; problem: string; fix: string }>;

/** "This is not an e-mail address. Write it like …": the check's words without the value, for the editor and the JSON Schemas. */
export const formatMessage = (format: StringFormat) => `This ${formats[format].problem} ${formats[format].fix}`;

/** A file name as alt text ("IMG_2041.jpg", "DSC01234"), as a pattern without flags (the editor's patterns take none). */
const caseless = (pattern: string) => pattern.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
export const fileNamePattern =
  `^\\s*(?:[^\\s]+\\.(?:${["jpe?g", "png", "webp", "avif", "gif", "svg", "heic", "tiff?"].map(caseless).join("|")})\\s*$` +
  `|(?:${["IMG", "DSC", "DCIM", "PXL", "Screenshot"].map(caseless).join("|")})[-_ ]?\\d)`;
export const fileNameAlt = {
  problem: "looks like a file name, not a description.",
  fix: 'Write what the picture shows, for example "Our team at the Brooklyn office"',
} as const;

/** Text is translated; what pages and links depend on (ids, addresses, pictures, numbers, choices) is the same in every language. */
export function translationOf(field: Field): Translation {
  if (field.translation) return field.translation;
  if (field.type === "string") return ["text", "markdown"].includes(field.format ?? "text") && !field.enum ? "translated" : "same";
  if (field.type === "stringList") return (field.format ?? "text") === "text" ? "translated" : "same";
  return field.type === "integer" || field.type === "boolean" ? "same" : "translated";
}

export const range = (min: number, max: number, one: string, many: string, why?: string): Range => ({
  min,
  max,
  noun: [one, many],
  ...(why ? { why } : {}),
});

/** A string field of one format: `text("The card's heading.")`, `url("The profile's address.", { optional: true })`. */
const string =
  (format: StringFormat) =>
  (description: string, extra: Partial<StringField> = {}): StringField => ({ type: "string", format, description, ...extra });
export const text = string("text");
export const link = string("link");
export const url = string("url");
/** A page of this site, chosen from those that exist. */
export const route = string("route");
export const address = string("address");
export const date = string("date");
export const country = string("country");
export const currency = string("currency");
/** The id of an entry of a list file (`references`), chosen from them. */
export const reference = (description: string, file: string, extra: Partial<StringField> = {}): StringField => ({
  type: "string",
  format: "reference",
  references: file,
  description,
  ...extra,
});
/** Text in Markdown, as a created page's (src/lib/markdown.ts). */
export const markdown = (description: string, extra: Partial<StringField> = {}) =>
  string("markdown")(description, { multiline: true, ...extra });
export const paragraph = (description: string, extra: Partial<StringField> = {}) => text(description, { multiline: true, ...extra });
/** Text with `{{name}}`s the site fills in, each of which it must hold ("Page {{page}} of {{pages}}"). */
export const template = (description: string, names: readonly string[], extra: Partial<StringField> = {}) =>
  text(description, { placeholders: { names, required: true }, ...extra });
/** Text that is the same in every language (a name, a colour, a file). */
export const same = (description: string, extra: Partial<StringField> = {}) => text(description, { translation: "same", ...extra });
export const choice = (description: string, values: readonly string[], extra: Partial<StringField> = {}): StringField => ({
  type: "string",
  enum: values,
  description,
  ...extra,
});
export const whole = (description: string, minimum: number, maximum: number, extra: Partial<IntegerField> = {}): IntegerField => ({
  type: "integer",
  minimum,
  maximum,
  description,
  ...extra,
});
export const texts = (description: string, listRange: Range, extra: Partial<StringListField> = {}): StringListField => ({
  type: "stringList",
  range: listRange,
  description,
  ...extra,
});

/** Text with a form for each count a language tells apart ("1 result", "5 results"); each form must hold `placeholders`. */
export const plural = (description: string, placeholders: readonly string[] = [], extra: Partial<PluralField> = {}): PluralField => ({
  type: "plural",
  description,
  placeholders,
  ...extra,
});

const formWords: Readonly<Record<PluralCategory, string>> = {
  zero: "The form for zero, in the languages that have one (Arabic).",
  one: "The form for one, and in some languages other numbers too (French: 0 and 1).",
  two: "The form for two, in the languages that have one (Arabic).",
  few: "The form for a few, in the languages that have one (Arabic: 3–10, 103–110 …; Polish: 2–4, 22–24 …).",
  many: "The form for many, in the languages that have one (Arabic: 11–99, 111–199 …).",
  other: "The form for every other number: every language has it.",
};

/** A plural text's forms as fields: "other" is in every language; which others a language needs, the check knows (plural-words.ts). */
export const pluralFormFields = (field: PluralField): Fields =>
  Object.fromEntries(
    PLURAL_CATEGORIES.map((category) => [
      category,
      text(formWords[category], {
        optional: category !== "other",
        placeholders: { names: ["count", ...field.placeholders], required: false },
      }),
    ]),
  );

/** An entry's id: made from `from` when left out, then kept, so addresses built on it do not move. */
export const id = (what: string, from = "title", place?: string): StringField => ({
  type: "string",
  format: "id",
  optional: true,
  derivedFrom: from,
  description:
    `A short unique name for the ${what}${place ? `, also its address on the page (${place})` : ""}. ` +
    `Leave it out of a new entry: the browser editor makes it from the ${from} when the entry is first saved, and then keeps it, so it does not change when the ${from} does. Never change an existing one.`,
});

export const icon = (description: string): StringField => ({
  type: "string",
  format: "icon",
  enum: iconNames,
  description: `${description} Any Lucide icon, by the name https://lucide.dev/icons shows under it (for example message-square-text).`,
});

/** A picture an editor may choose: the file and its alt text; an empty `src` is no picture. */
export const picture = (description: string, extra: Partial<ObjectField> = {}): ObjectField => ({
  type: "object",
  optional: true,
  description: `${description} JPEG, PNG, WebP or AVIF (no SVG), at most 10 MB; at least 1600 pixels wide looks sharp on every screen (the check warns below that). The site makes small modern copies of it; the file itself is not published.`,
  fields: {
    src: {
      type: "string",
      format: "image",
      optional: true,
      description:
        "The picture file: upload it in the browser editor (it goes to static/images/uploads/), or put it in static/images/ and write its address from the site root, for example /images/uploads/team.jpg. Leave it empty for no picture.",
    },
    alt: text(
      'Describes the picture for people who cannot see it (what it shows, not its file name). Required in the browser editor; in the YAML file, alt: "" marks a picture that is only decorative and says nothing the text does not.',
      { allowEmpty: true, altText: true },
    ),
  },
  ...extra,
});

export const sharePicture = (): ObjectField => ({
  ...picture(""),
  share: true,
  description: `The picture shown when this page is shared on social media or in chat apps (optional; without one, the site draws one of the page's title and the brand). The site crops it to ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} pixels around what stands out, so keep the subject near the middle. JPEG, PNG, WebP or AVIF (no SVG), at most 10 MB, at least ${SHARE_PICTURE.width} pixels wide (the check warns below that).`,
});

/** An entry's cover: at the top of its page, beside it in lists, and its link preview. */
export const cover = (one: string): ObjectField =>
  picture(
    `The picture at the top of the ${one}, beside it in the lists, and its link preview on social media (cropped to ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} around what stands out). Optional.`,
    { typeName: "EntryCover", cover: true },
  );

export const linkFields = (what: string): Fields => ({
  label: text(`The visible text of the ${what}.`),
  to: link(`Where the ${what} leads: a site route such as /contact, or a full URL.`),
});

export const group = (description: string, fields: Fields, extra: Partial<ObjectField> = {}): ObjectField => ({
  type: "object",
  description,
  fields,
  ...extra,
});

export const yesNo = (description: string, value: boolean, label: string): BooleanField => ({
  type: "boolean",
  optional: true,
  default: value,
  label,
  description,
});

/** The `type` an entry of a list of typed entries names, if it names one. */
export const typeOfEntry = (entry: unknown): unknown =>
  entry && typeof entry === "object" ? (entry as { type?: unknown }).type : undefined;

/** The fields of one entry of a list: its type's, in a list of typed entries (undefined for an unknown type). */
export const entryFields = (field: Pick<ObjectListField, "fields" | "types">, entry: unknown): Fields | undefined => {
  if (!field.types) return field.fields;
  const name = typeOfEntry(entry);
  return field.types.find((t) => t.name === name)?.fields;
};

/** How messages name an entry of a list of typed entries: "section 3 (testimonials)", its type once it is one of the list's. */
export const typedEntryName = (field: ObjectListField, index: number, entry: unknown) => {
  const type = typeOfEntry(entry);
  return `${field.range.noun[0]} ${index + 1}${field.types?.some((t) => t.name === type) ? ` (${String(type)})` : ""}`;
};

/** A list of sections of the given types, in any order (src/content-model/sections.ts). */
export const sectionList = (description: string, listRange: Range, types: readonly SectionType[], extra: Partial<ObjectListField> = {}) =>
  ({ type: "objectList", description, range: listRange, fields: {}, types, typeName: "PageSection", ...extra }) satisfies ObjectListField;

export const list = (description: string, listRange: Range, fields: Fields, extra: Partial<ObjectListField> = {}) =>
  ({ type: "objectList", description, range: listRange, fields, ...extra }) satisfies ObjectListField;

export const typeNameOf = (parent: string, name: string, field: ObjectField | ObjectListField) =>
  field.typeName ?? `${parent}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
