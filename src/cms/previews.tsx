// The editor's previews, made of the site's components (built with react-shim.ts and gatsby-stub.tsx).
import { Checklist } from "../components/checklist";
import { MarkdownBody } from "../components/markdown-body";
import { MissionCards } from "../components/mission-card";
import { ProcessSteps } from "../components/process-steps";
import type { PictureData } from "../components/picture";
import { ServiceGrid } from "../components/service-grid";
import { StatList } from "../components/stat-list";
import { contentFiles, entryFolders, fileKey, sectionTypes } from "../content-model/registry";
import { opensPage, Sections } from "../components/sections";
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
  const home = filesIn(language.code)["pages/home.yaml"] as { sections?: { type?: string; cardAction?: Link }[] };
  const action = home.sections?.find((section) => section.cardAction)?.cardAction ?? { label: "", to: "/" };
  return (
    <Frame language={language}>
      <ServiceGrid services={services} action={action} />
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

// A section as its component's fragment has it: pictures with their one file, a shared list's entries and words from the editor's files.
function withPictures(value: unknown, getAsset: PreviewProps["getAsset"]): unknown {
  if (Array.isArray(value)) return value.map((item) => withPictures(item, getAsset));
  if (!value || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictures(item, getAsset)]));
  return "src" in value ? { ...copy, picture: previewPicture(value as ChosenPicture, getAsset)?.picture ?? null } : copy;
}

function previewSections(sections: unknown, language: Language, getAsset: PreviewProps["getAsset"]) {
  const files = filesIn(language.code);
  const listed = (file: string) =>
    ((files[file] as Entry[] | undefined) ?? []).map((item, i) => ({ ...item, yamlId: item.id || `entry-${i}` }));
  return (Array.isArray(sections) ? sections : []).filter(Boolean).map((section: { type?: string }) => {
    const type = sectionTypes.find((t) => t.name === section.type);
    return {
      ...(withPictures(section, getAsset) as object),
      entries: type?.shows ? withPictures(listed(type.shows), getAsset) : [],
      words: type?.words ? (files[type.words] ?? null) : null,
    };
  }) as unknown as Queries.PageSectionsFragment[];
}

function PagePreview(props: PreviewProps) {
  const language = previewLanguage(props);
  const page = dataOf<{ sections: unknown }>(props.entry);
  return (
    <InLanguage language={language} className="min-h-screen bg-page font-sans text-ink">
      <Sections sections={previewSections(page.sections, language, props.getAsset)} />
    </InLanguage>
  );
}

type PageSettings = PlaceholderSettings & {
  footer: { newTabNote: string };
  sitePages: { tableLabel: string; codeLabel: string };
};

export function SitePagePreview(props: PreviewProps) {
  const { entry, getAsset } = props;
  const language = previewLanguage(props);
  const settings = filesIn(language.code)["settings.yaml"] as PageSettings;
  const page = dataOf<{ title: string; description: string; body: string; sections: unknown }>(entry);
  const [first, ...rest] = previewSections(page.sections, language, getAsset);
  const hero = opensPage(first);
  const html = renderMarkdown(page.body ?? "", {
    values: placeholderValues(settings),
    newTabNote: settings.footer.newTabNote,
    boxLabels: { tables: settings.sitePages.tableLabel, code: settings.sitePages.codeLabel },
    href: (to) => toHref(localizedRoute(to, language.code, defaultLanguage.code)),
    picture: (src, alt) => `<img src="${escapeHtml(getAsset?.(src)?.url ?? src)}" alt="${escapeHtml(alt)}">`,
  });
  return (
    <Frame language={language}>
      {hero && first ? <Sections sections={[first]} /> : null}
      <article className="mx-auto max-w-3xl">
        {hero ? null : (
          <>
            <h1 className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">{page.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{page.description}</p>
          </>
        )}
        <MarkdownBody html={html} />
      </article>
      <Sections sections={hero ? rest : first ? [first, ...rest] : []} />
    </Frame>
  );
}

export const previews = {
  services: ServicesPreview,
  stats: StatsPreview,
  steps: StepsPreview,
  checklist: ChecklistPreview,
  mission: MissionPreview,
  ...Object.fromEntries(contentFiles.filter((file) => file.route).map((file) => [fileKey(file), PagePreview])),
  ...Object.fromEntries(entryFolders.map((folder) => [folder.folder, SitePagePreview])),
};
