/**
 * The editor's previews (src/cms/previews.tsx) in a site with several languages: each shows its pane's language (by
 * file path, or the frame's for an unsaved entry): its words, links under its code, and its direction.
 */
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { contentFiles } from "../../content-model/registry";
import { dataOf, defaultContent, loadContent } from "../../content-model/load";
import { directionOf } from "../../lib/languages";
import type { EditorContent } from "../site-content";
import type * as Previews from "../previews";

jest.mock("gatsby", () => jest.requireActual("../gatsby-stub"));

type Data = Record<string, unknown>;
const english = defaultContent(loadContent(path.resolve(__dirname, "../../../content")))!;
const files = Object.fromEntries(contentFiles.map((spec) => [spec.file, dataOf(english, spec.file)])) as Record<string, Data>;

/** The repository's content with `label` as the service cards' link and `note` after links that open a new tab. */
function translated(label: string, note: string): Record<string, unknown> {
  const home = files["pages/home.yaml"] as { sections: (Data & { cardAction?: Data })[] };
  const settings = files["settings.yaml"] as Data & { footer: Data };
  const sections = home.sections.map((section) =>
    section.cardAction ? { ...section, cardAction: { ...section.cardAction, label } } : section,
  );
  return {
    ...files,
    "pages/home.yaml": { ...home, sections },
    "settings.yaml": { ...settings, languages: undefined, footer: { ...settings.footer, newTabNote: note } },
  };
}

const languages = [
  { code: "en", name: "English", dir: directionOf("en") },
  { code: "de", name: "Deutsch", dir: directionOf("de") },
  { code: "ar", name: "العربية", dir: directionOf("ar") },
];

const content: EditorContent = {
  contentPath: "content",
  languages,
  files: {
    // The default language's settings list the languages.
    en: { ...files, "settings.yaml": { ...files["settings.yaml"], languages: languages.map(({ code, name }) => ({ code, name })) } },
    de: translated("Mehr erfahren", "(öffnet in einem neuen Tab)"),
    ar: translated("اعرف المزيد", "(يفتح في علامة تبويب جديدة)"),
  },
};

let previews: typeof Previews;
beforeAll(() => {
  Object.assign(globalThis, { __CMS_CONTENT__: content });
  previews = jest.requireActual<typeof Previews>("../previews");
});

/** What the editor hands a preview: the entry (its data and its file's path) and the preview frame's document. */
function props(data: unknown, path: string | undefined, frameLanguage = "en"): Previews.PreviewProps {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.lang = frameLanguage;
  return {
    entry: { get: ((key: string) => (key === "data" ? { toJS: () => data } : path)) as Previews.PreviewProps["entry"]["get"] },
    document: doc,
  };
}

const services = [{ id: "web-development", title: "Webentwicklung", subTitle: "Schnell", description: "Websites.", icon: "code" }];

describe("a preview in another language", () => {
  it("shows that language's words from other files, and links under its code", () => {
    const { container } = render(<previews.ServicesPreview {...props({ entries: services }, "content/de/services.yaml")} />);
    const frame = container.firstElementChild!;
    expect([frame.getAttribute("lang"), frame.getAttribute("dir")]).toEqual(["de", "ltr"]);
    const link = screen.getByRole("link", { name: /Mehr erfahren/ });
    expect(link).toHaveAttribute("href", "/de/services/");
    expect(screen.queryByRole("link", { name: /Learn More/ })).toBeNull();
  });

  it("runs right to left in a right-to-left language", () => {
    const { container } = render(<previews.ServicesPreview {...props({ entries: services }, "content/ar/services.yaml")} />);
    const frame = container.firstElementChild!;
    expect([frame.getAttribute("lang"), frame.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    expect(screen.getByRole("link", { name: /اعرف المزيد/ })).toHaveAttribute("href", "/ar/services/");
  });

  it("of a page not saved yet is in the language of the preview's frame", () => {
    const page = {
      title: "Karriere",
      description: "Arbeiten Sie mit uns.",
      body: "[Über uns](/about) und [LinkedIn](https://www.linkedin.com/).",
    };
    const { container } = render(<previews.SitePagePreview {...props(page, undefined, "de")} />);
    expect(container.firstElementChild).toHaveAttribute("lang", "de");
    const article = within(screen.getByRole("article"));
    expect(article.getByRole("link", { name: "Über uns" })).toHaveAttribute("href", "/de/about/");
    expect(article.getByRole("link", { name: /LinkedIn/ })).toHaveTextContent("LinkedIn (öffnet in einem neuen Tab)");
  });

  it("is the default language's at the default language's path, and in a site with one language (the frame's `_default`)", () => {
    render(<previews.ServicesPreview {...props({ entries: services }, "content/services.yaml", "de")} />);
    render(<previews.StatsPreview {...props({ entries: files["stats.yaml"] }, "", "_default")} />);
    const frames = document.querySelectorAll("[lang][dir]");
    expect([...frames].map((frame) => frame.getAttribute("lang"))).toEqual(["en", "en"]);
    expect(screen.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/services/");
  });
});

describe("a page's preview", () => {
  const home = files["pages/home.yaml"] as { sections: Data[] };
  const HomePreview = (p: Previews.PreviewProps) =>
    (previews.previews as Record<string, (p: Previews.PreviewProps) => JSX.Element>)["pages-home"]!(p);
  const faq = {
    type: "faq",
    heading: "Questions",
    items: [{ question: "How long does a project take?", answer: "Six to **ten** weeks." }],
  };

  it("shows its sections with the site's components, in their order, with the lists they show", () => {
    render(<HomePreview {...props(home, "content/pages/home.yaml")} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf("What we do")).toBeLessThan(headings.indexOf("How we work"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We build the digital tools that help your business grow");
    expect(screen.getAllByRole("link", { name: /Learn More/ })).toHaveLength((files["services.yaml"] as unknown as unknown[]).length);
  });

  it("shows a section as soon as the editor adds it", () => {
    render(<HomePreview {...props({ ...home, sections: [...home.sections, faq] }, "content/pages/home.yaml")} />);
    const question = screen.getByText("How long does a project take?");
    expect(question.closest("details")).not.toBeNull();
    expect(screen.getByText("ten").tagName).toBe("STRONG");
  });

  it("of a created page shows its hero in place of its title, then its text, then its other sections", () => {
    const hero = { type: "hero", heading: "Launch week", text: "Everything we ship this week." };
    const page = { title: "Launch", description: "A landing page.", body: "Our plans.", sections: [hero, faq] };
    render(<previews.SitePagePreview {...props(page, "content/site-pages/launch.md")} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Launch week"]);
    const text = screen.getByText("Our plans.");
    expect(text.compareDocumentPosition(screen.getByText("How long does a project take?")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
