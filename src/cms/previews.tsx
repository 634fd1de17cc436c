// The editor's previews, made of the site's components (built with react-shim.ts and gatsby-stub.tsx).
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
import { contentFiles, entryFolders, type Fields } from "../content-model/registry";
import { LanguageProvider } from "../hooks/use-language";
import { toHref } from "../lib/links";
import { localizedRoute, type Language } from "../lib/languages";
import { escapeHtml, placeholderValues, renderMarkdown, type PlaceholderSettings } from "../lib/markdown";
import { defaultLanguage, editorContent, filesIn, languageOf, languageOfPath } from "./site-content";
import type { ReactNode } from "react";

export type PreviewProps = {
  entry: { get: ((key: "data") => { toJS: () => unknown } | undefined) & ((key: "path") => unknown) };
  /** Also serves a new upload, which is not in the repository yet. */
  getAsset?: (path: string) => { url: string } | undefined;
  document?: Document;
};

// A new entry has no path yet: the editor sets the frame's <html lang> to its pane's language ("_default" with one).
export function previewLanguage({ entry, document }: PreviewProps): Language {
  const path = entry.get("path");
  return (typeof path === "string" ? languageOfPath(path) : undefined) ?? languageOf(document?.documentElement.lang);
}

type ChosenPicture = { src?: string | null; alt?: string | null } | null | undefined;

// The original file, no srcset; its size is unknown here, so the browser takes its shape once it loads.
function previewPicture(chosen: ChosenPicture, getAsset: PreviewProps["getAsset"]): { alt: string; picture: PictureData } | undefined {
  if (!chosen?.src) return undefined;
  const url = getAsset?.(chosen.src)?.url ?? chosen.src;
  return { alt: chosen.alt ?? "", picture: { width: 1600, height: 1200, sources: [], fallbackType: "", srcSet: "", src: url } };
}

type Entry = { id: string };
type Link = { label: string; to: string };
type Hero = { heading: string; text: string; eyebrow?: string; cta?: Link };

function dataOf<T>(entry: PreviewProps["entry"]): Partial<T> {
  return (entry.get("data")?.toJS() ?? {}) as Partial<T>;
}

// The editor keeps a file that is one list under the field `entries`.
function entriesOf<T extends Entry>(entry: PreviewProps["entry"]): (T & { yamlId: string })[] {
  const { entries = [] } = dataOf<{ entries: T[] }>(entry);
  return entries.filter(Boolean).map((item, i) => ({ ...item, yamlId: item.id || `entry-${i}` }));
}

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

function heroPictureField(file: string): string | undefined {
  const hero = contentFiles.find((spec) => spec.file === file)?.fields.hero;
  const fields: Fields = hero?.type === "object" ? hero.fields : {};
  return Object.entries(fields).find(
    ([, field]) => field.type === "object" && field.fields.src?.type === "string" && field.fields.src.format === "image",
  )?.[0];
}

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

export function SitePagePreview(props: PreviewProps) {
  const { entry, getAsset } = props;
  const language = previewLanguage(props);
  const settings = filesIn(language.code)["settings.yaml"] as PageSettings;
  const page = dataOf<{ title: string; description: string; body: string }>(entry);
  const html = renderMarkdown(page.body ?? "", {
    values: placeholderValues(settings),
    newTabNote: settings.footer.newTabNote,
    boxLabels: { tables: settings.sitePages.tableLabel, code: settings.sitePages.codeLabel },
    href: (to) => toHref(localizedRoute(to, language.code, defaultLanguage.code)),
    picture: (src, alt) => `<img src="${escapeHtml(getAsset?.(src)?.url ?? src)}" alt="${escapeHtml(alt)}">`,
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
  ...Object.fromEntries(entryFolders.map((folder) => [folder.folder, SitePagePreview])),
};
