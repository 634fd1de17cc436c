/**
 * Previews in the content editor, made of the site's own components: service cards, statistics,
 * process steps, selling points, mission cards and each page's hero, as visitors will see them.
 * The editor shows them with the site's stylesheet (admin.tsx). They are compiled for the
 * editor's React (see react-shim.ts), and "gatsby" is replaced by gatsby-stub.tsx.
 *
 * A preview gets the entry being edited (an Immutable.js map, Decap CMS's API). What a component
 * needs from another file, such as the label of the service cards' link (pages/home.yaml), comes
 * from the content as it was when the editor was built (site-content.ts).
 *
 * In a site with several languages the editor shows a preview per language (side by side with the
 * default language's, or alone); each is in its pane's language, which the editor writes as the
 * preview frame's `lang`: that language's words from other files and settings, its links under its
 * code (/de/about), and its writing direction (`dir="rtl"` for Arabic, Hebrew, Persian …).
 *
 * A picture an editor chose is shown as the file itself, through the editor's address for it
 * (`getAsset`: a new upload is not in the repository yet): the sizes and formats visitors get
 * are made at build time (src/images/pipeline.ts).
 */
import { ButtonLink } from "../components/button-link";
import { Checklist } from "../components/checklist";
import { HeroPicture } from "../components/hero-picture";
import { MarkdownBody } from "../components/markdown-body";
import { MissionCards } from "../components/mission-card";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { SectionHeading } from "../components/section-heading";
import type { PictureData } from "../components/picture";
import { ServiceGrid } from "../components/service-grid";
import { StatList } from "../components/stat-list";
import { contentFiles, type Fields } from "../content-model/schema";
import { LanguageProvider } from "../hooks/use-language";
import { toHref } from "../lib/links";
import { localizedRoute, type Language } from "../lib/languages";
import { placeholderValues, renderMarkdown, type PlaceholderSettings } from "../lib/markdown";
import { defaultLanguage, editorContent, filesIn, languageOf, languageOfPath } from "./site-content";
import type { ReactNode } from "react";

/** What the editor passes to a preview template (the part the previews use). */
export type PreviewProps = {
  entry: { get: ((key: "data") => { toJS: () => unknown } | undefined) & ((key: "path") => unknown) };
  /** The editor's address for a file of the repository or a new upload, by its value in the field ("/images/uploads/team.jpg"). */
  getAsset?: (path: string) => { url: string } | undefined;
  /** The preview's frame, whose <html lang> is the language of the editor's pane ("_default" with one language). */
  document?: Document;
};

/**
 * The language a preview shows: its pane's (the default language in a site with one), by the path
 * of the file it shows (content/de/services.yaml). A new entry has no file yet: then by the preview
 * frame's language, which the editor sets when it opens the preview (and keeps when the pane
 * switches to another language).
 */
export function previewLanguage({ entry, document }: PreviewProps): Language {
  const path = entry.get("path");
  return (typeof path === "string" ? languageOfPath(path) : undefined) ?? languageOf(document?.documentElement.lang);
}

/** A picture field's value, as the editor holds it. */
type ChosenPicture = { src?: string | null; alt?: string | null } | null | undefined;

/**
 * A chosen picture as <Picture> draws it in a preview: one file, the original (no srcset). Its
 * real size is unknown here; the browser takes the file's own shape once it arrives.
 */
function previewPicture(chosen: ChosenPicture, getAsset: PreviewProps["getAsset"]): { alt: string; picture: PictureData } | undefined {
  if (!chosen?.src) return undefined;
  const url = getAsset?.(chosen.src)?.url ?? chosen.src;
  return { alt: chosen.alt ?? "", picture: { width: 1600, height: 1200, sources: [], fallbackType: "", srcSet: "", src: url } };
}

type Entry = { id: string };
type Link = { label: string; to: string };
type Hero = { heading: string; text: string; eyebrow?: string; cta?: Link };

/** The entry's data as plain objects. */
function dataOf<T>(entry: PreviewProps["entry"]): Partial<T> {
  return (entry.get("data")?.toJS() ?? {}) as Partial<T>;
}

/** A list file's entries (the editor keeps a top-level list under the field `entries`), with the ids as the site's queries name them. */
function entriesOf<T extends Entry>(entry: PreviewProps["entry"]): (T & { yamlId: string })[] {
  const { entries = [] } = dataOf<{ entries: T[] }>(entry);
  return entries.filter(Boolean).map((item, i) => ({ ...item, yamlId: item.id || `entry-${i}` }));
}

/**
 * A preview in its language: its `lang` and `dir`, and the language the site's components read
 * their settings in (use-site-settings.ts, through gatsby-stub.tsx) and localize links for.
 */
function InLanguage({ language, className, children }: { language: Language; className: string; children: ReactNode }) {
  const translations = editorContent.languages.map((l) => l.code);
  return (
    <LanguageProvider value={{ language: language.code, route: "/", translations }}>
      <div lang={language.code} dir={language.dir} className={className}>
        {children}
      </div>
    </LanguageProvider>
  );
}

/** The page background and text colour around a preview, as on the site, in the preview's language. */
function Frame({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <InLanguage language={language} className="min-h-screen bg-page px-4 py-8 font-sans text-ink sm:px-6">
      {children}
    </InLanguage>
  );
}

export function ServicesPreview(props: PreviewProps) {
  const { entry, getAsset } = props;
  const language = previewLanguage(props);
  const services = entriesOf<Omit<Queries.ServiceCardFragment, "image"> & Entry & { image?: ChosenPicture }>(entry).map(
    ({ image, ...service }) => ({ ...service, image: previewPicture(image, getAsset) ?? null }),
  );
  // The card link's words in the preview's language (the Home page's, as the site uses them).
  const homePage = filesIn(language.code)["pages/home.yaml"] as { services: { cardAction: Link } };
  return (
    <Frame language={language}>
      <ServiceGrid services={services} action={homePage.services.cardAction} />
    </Frame>
  );
}

export function StatsPreview(props: PreviewProps) {
  const stats = entriesOf<Queries.StatFragment & Entry>(props.entry);
  return (
    <Frame language={previewLanguage(props)}>
      <StatList stats={stats} variant="figures" />
      <div className="mt-8">
        <StatList stats={stats} variant="cards" />
      </div>
    </Frame>
  );
}

export function StepsPreview(props: PreviewProps) {
  return (
    <Frame language={previewLanguage(props)}>
      <ProcessSteps steps={entriesOf<Queries.ProcessStepFragment & Entry>(props.entry)} />
    </Frame>
  );
}

export function ChecklistPreview(props: PreviewProps) {
  return (
    <Frame language={previewLanguage(props)}>
      <Checklist items={entriesOf<Queries.ChecklistItemFragment & Entry>(props.entry)} columns={2} />
    </Frame>
  );
}

export function MissionPreview(props: PreviewProps) {
  return (
    <Frame language={previewLanguage(props)}>
      <MissionCards cards={entriesOf<Entry & { title: string; subTitle: string; value: string }>(props.entry)} />
    </Frame>
  );
}

type Section = { heading: string; text?: string };

/** The picture field of a page's hero (Home's image, About's photo), by its name in the schema. */
function heroPictureField(file: string): string | undefined {
  const hero = contentFiles.find((spec) => spec.file === file)?.fields.hero;
  const fields: Fields = hero?.type === "object" ? hero.fields : {};
  return Object.entries(fields).find(
    ([, field]) => field.type === "object" && field.fields.src?.type === "string" && field.fields.src.format === "image",
  )?.[0];
}

/**
 * A page's hero, with its photo when one is chosen (as the page shows it, in place of the
 * illustration), then the headings of its other sections in the page's order (the cards and lists
 * in them have previews of their own).
 */
function pagePreview(file: string) {
  const order = Object.keys((filesIn(undefined)[file] ?? {}) as object);
  const pictureField = heroPictureField(file);
  const layout = file === "pages/about.yaml" ? "about" : "home";
  return function PagePreview(props: PreviewProps) {
    const { entry, getAsset } = props;
    const page = dataOf<{ hero: Hero & Record<string, unknown> } & Record<string, unknown>>(entry);
    const hero = page.hero;
    const photo = pictureField ? previewPicture(hero?.[pictureField] as ChosenPicture, getAsset) : undefined;
    const sections = order
      .map((name) => [name, page[name]] as const)
      .filter((pair): pair is [string, Section] => pair[0] !== "hero" && typeof (pair[1] as Section | undefined)?.heading === "string");
    return (
      <InLanguage language={previewLanguage(props)} className="min-h-screen bg-page font-sans text-ink">
        {hero ? (
          <PageHero
            eyebrow={hero.eyebrow}
            heading={hero.heading}
            text={hero.text}
            asideFirst={layout === "about" && Boolean(photo)}
            aside={photo ? <HeroPicture image={photo} layout={layout} /> : undefined}
          >
            {hero.cta ? <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink> : null}
          </PageHero>
        ) : null}
        {sections.map(([name, section]) => (
          <section key={name} aria-labelledby={`preview-${name}`} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
            <SectionHeading id={`preview-${name}`} heading={section.heading} text={section.text} />
          </section>
        ))}
      </InLanguage>
    );
  };
}

type PageSettings = PlaceholderSettings & {
  footer: { newTabNote: string };
  sitePages: { tableLabel: string; codeLabel: string };
};

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A created page (content/site-pages/) as the site shows it: title, summary, then the Markdown,
 * rendered by the same code as the page template with the values from the settings (the preview's
 * language's). Raw HTML shows as text here, as it would on the site if the check let it through.
 */
export function SitePagePreview(props: PreviewProps) {
  const { entry, getAsset } = props;
  const language = previewLanguage(props);
  const settings = filesIn(language.code)["settings.yaml"] as PageSettings;
  const page = dataOf<{ title: string; description: string; body: string }>(entry);
  const html = renderMarkdown(page.body ?? "", {
    values: placeholderValues(settings),
    newTabNote: settings.footer.newTabNote,
    boxLabels: { tables: settings.sitePages.tableLabel, code: settings.sitePages.codeLabel },
    // Links to pages of the site as the page in this language has them (/de/about).
    href: (to) => toHref(localizedRoute(to, language.code, defaultLanguage.code)),
    // The file itself, as wide as the text column (the site's stylesheet draws it as on the page).
    picture: (src, alt) => `<img src="${escapeAttribute(getAsset?.(src)?.url ?? src)}" alt="${escapeAttribute(alt)}">`,
  });
  return (
    <Frame language={language}>
      <article className="mx-auto max-w-3xl">
        <h1 className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">{page.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{page.description}</p>
        <MarkdownBody html={html} />
      </article>
    </Frame>
  );
}

/** The preview of each content file, by the editor's name for it (cms-config.ts, `cmsFileName`), and of the created pages' collection. */
export const previews = {
  services: ServicesPreview,
  stats: StatsPreview,
  steps: StepsPreview,
  checklist: ChecklistPreview,
  mission: MissionPreview,
  "pages-home": pagePreview("pages/home.yaml"),
  "pages-about": pagePreview("pages/about.yaml"),
  "pages-services": pagePreview("pages/services.yaml"),
  "pages-contact": pagePreview("pages/contact.yaml"),
  "site-pages": SitePagePreview,
  // Articles and case studies (drafts and scheduled ones too): their title, summary and text, as a page's.
  articles: SitePagePreview,
  "case-studies": SitePagePreview,
} as const;
