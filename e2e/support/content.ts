/**
 * What the tests expect, read from the same YAML content the site is built from (CONTENT_DIR,
 * as in gatsby-config.ts), so an edit to the copy shows up here. Only the routes themselves and
 * the title rule come from the product spec.
 */
import path from "node:path";
import { dataOf, defaultContent, loadContent } from "../../src/content-model/load";
import { sitePagesOf } from "../../src/content-model/publish";

const contentDir = path.resolve(__dirname, "..", "..", process.env.CONTENT_DIR ?? "content");
/** The default language's content, through the site's one loader. */
const content = defaultContent(loadContent(contentDir));

function read<T>(file: string): T {
  return dataOf(content, file) as T;
}

type Link = { label: string; to: string };

export type Settings = {
  brand: string;
  siteName: string;
  logoLabel: string;
  titleSuffix: string;
  skipLinkLabel: string;
  navLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  menuTitle: string;
  nav: Link[];
  contact: {
    email: string;
    phone: string;
    phoneLink: string;
    messagingLabel: string;
    messagingUrl: string;
    formDelivery?: string;
    formEndpoint?: string;
  };
  footer: { pagesHeading: string; contactHeading: string };
};

/** A section of a page (src/content-model/sections.ts): its type, and the fields the tests read. */
type Section = { type: string; heading?: string; text?: string; cards?: boolean; items?: { title?: string }[] };
/** A built-in page: its title and its sections, the first its hero (whose heading is the page's h1). */
type SectionsPage = { title: string; sections: Section[] };
export type HomePage = SectionsPage;
export type AboutPage = SectionsPage;
export type ServicesPage = SectionsPage;
export type ContactPage = SectionsPage & {
  form: {
    heading: string;
    emailLabel: string;
    subjectLabel: string;
    messageLabel: string;
    submitLabel: string;
    sendingLabel: string;
    successHeading: string;
    successText: string;
    errorText: string;
    noDeliveryNote: string;
    noDeliverySubmitLabel: string;
    honeypotLabel: string;
  };
  thanks: { title: string; heading: string; text: string; backLink: Link };
  cards: { heading: string };
};
export type SearchPage = { title: string; address: string; heading: string; fieldLabel: string; linkLabel: string };
export type NotFoundPage = { title: string; code: string; heading: string; text: string; homeLink: Link };

export const settings = read<Settings>("settings.yaml");
export const home = read<HomePage>("pages/home.yaml");
export const about = read<AboutPage>("pages/about.yaml");
export const services = read<ServicesPage>("pages/services.yaml");
export const contact = read<ContactPage>("pages/contact.yaml");
export const notFound = read<NotFoundPage>("pages/not-found.yaml");
export const search = read<SearchPage>("pages/search.yaml");
/** What the phone menu links to: the header's links, then the search page. */
export const menuLabels = () => [...settings.nav.map((n) => n.label), search.linkLabel];

/** The spec's title rule: "{page title} | {brand} – Expert Software Developers". */
export function titleOf(pageTitle: string): string {
  return `${pageTitle} | ${settings.brand} – ${settings.titleSuffix}`;
}

/** "/about" → "/about/" (the site is built with trailingSlash "always"). */
export function withSlash(to: string): string {
  return to.endsWith("/") ? to : `${to}/`;
}

export type Route = {
  /** The address the site serves, with its trailing slash. */
  path: string;
  /** The route as the spec and the content write it. */
  specPath: string;
  title: string;
  h1: string;
  /** Headings (below the h1) that must be in <main>: the page's main content. */
  headings: string[];
  /** A paragraph of the page's own copy that must be in <main>. */
  text: string;
};

/**
 * The pages editors created (content/site-pages/*.md), as routes: title and h1 from the front
 * matter, the section headings from the Markdown's "## " lines, the summary under the heading.
 */
export const createdPages: Route[] = sitePagesOf(content).map((page) => ({
  path: `/${page.address}/`,
  specPath: `/${page.address}`,
  title: titleOf(page.title),
  h1: page.title,
  headings: [...page.body.matchAll(/^## +(.+?)\s*$/gm)].map((m) => m[1] ?? ""),
  text: page.description,
}));

/** A built-in page's route: its hero's heading and paragraph, and the headings its sections show under them. */
function builtInRoute(specPath: string, page: SectionsPage): Route {
  const [hero, ...sections] = page.sections;
  if (hero?.type !== "hero" || !hero.heading || !hero.text) throw new Error(`the page ${specPath} does not start with a hero`);
  return {
    path: withSlash(specPath),
    specPath,
    title: titleOf(page.title),
    h1: hero.heading,
    headings: sections.flatMap((section) => {
      if (section.type === "service-details") return (section.items ?? []).map((item) => item.title ?? "");
      // The contact form's headings are the Contact page's words (contact.yaml form and cards).
      if (section.type === "contact-form") return [contact.form.heading, ...(section.cards ? [contact.cards.heading] : [])];
      return section.heading ? [section.heading] : [];
    }),
    text: hero.text,
  };
}

/** The four routes of the spec and the search page, each with what its page must show, then the created pages. */
export const routes: Route[] = [
  builtInRoute("/", home),
  builtInRoute("/about", about),
  builtInRoute("/services", services),
  builtInRoute("/contact", contact),
  {
    path: `/${search.address}/`,
    specPath: `/${search.address}`,
    title: titleOf(search.title),
    h1: search.heading,
    headings: [],
    text: search.fieldLabel,
  },
  ...createdPages,
];

/** The 404 page, as served for any unmatched address. */
export const notFoundRoute = {
  title: titleOf(notFound.title),
  h1: notFound.heading,
  text: notFound.text,
};

/** Addresses that match no page: flat, nested, with and without a slash, and ending in .html. */
export const unmatchedPaths = [
  "/no-such-page/",
  "/no-such-page",
  "/services/no-such-service/",
  "/a/b/c/d",
  "/about.html",
  "/contact/index2.html",
  // Gatsby renders the 404 page as a page of its own too; the build does not publish that copy.
  "/404/",
];

export function routeFor(pathname: string): Route | undefined {
  return routes.find((r) => r.path === pathname);
}
